import { ACKNOWLEDGEMENT_TEXT, type AcknowledgementStatus, type GiftUse } from '@app/shared';
import { Badge, Button, Tooltip } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { DownloadAcknowledgementButton } from './download-acknowledgement-button';
import { SignAcknowledgementDialog } from './sign-acknowledgement-dialog';

export interface AcknowledgementActionsProps {
  requestId: number;
  itemTitle: string;
  quantity: number;
  intendedUse: GiftUse | null;
  status: AcknowledgementStatus;
  /** The receiving nonprofit's name when the viewer is that nonprofit (it signs); else null. */
  signerOrganization: string | null;
}

/**
 * Where the acknowledgement is offered: the letter once signed; while it awaits a signature, the
 * receiving nonprofit's Sign button, and for anyone else a plain "Awaiting signature".
 */
export function AcknowledgementActions(props: AcknowledgementActionsProps) {
  const { requestId, itemTitle, status, signerOrganization } = props;
  const [signing, setSigning] = useState(false);
  if (status === 'none') return null;
  if (status === 'signed') return <DownloadAcknowledgementButton requestId={requestId} itemTitle={itemTitle} />;
  if (signerOrganization === null) {
    return (
      <Tooltip
        label={ACKNOWLEDGEMENT_TEXT.awaitingSignatureHelp}
        multiline
        w={280}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Badge variant="light" color="yellow" c="yellow.9" size="lg" radius="sm" tt="none" tabIndex={0}>
          Acknowledgement: {ACKNOWLEDGEMENT_TEXT.awaitingSignature}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <>
      <Button
        size="sm"
        leftSection={<IconSignature size={16} aria-hidden />}
        onClick={() => setSigning(true)}
        aria-label={`Sign acknowledgement for ${itemTitle}`}
      >
        Sign acknowledgement
      </Button>
      <SignAcknowledgementDialog
        target={signing ? { requestId, itemTitle, quantity: props.quantity, intendedUse: props.intendedUse } : null}
        mode="sign"
        organization={signerOrganization}
        onClose={() => setSigning(false)}
      />
    </>
  );
}
