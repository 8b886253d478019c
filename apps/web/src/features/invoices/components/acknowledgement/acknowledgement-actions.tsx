import { ACKNOWLEDGEMENT_TEXT, type Acknowledgement, type AcknowledgementStatus, type GiftUse } from '@app/shared';
import { Badge, Button, Tooltip } from '@mantine/core';
import { IconPencil, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useAcknowledgement } from '../../api/get-acknowledgement';
import { CorrectAcknowledgementDialog } from './correct-acknowledgement-dialog';
import { DownloadAcknowledgementButton } from './download-acknowledgement-button';
import { SignAcknowledgementDialog } from './sign-acknowledgement-dialog';

export interface AcknowledgementActionsProps {
  requestId: number;
  itemTitle: string;
  quantity: number;
  intendedUse: GiftUse | null;
  status: AcknowledgementStatus;
  /** The receiving nonprofit's name, for the signing dialog's words, when the viewer is that nonprofit; else null. */
  signerOrganization: string | null;
}

/** A signed letter: its download, and Correct where the server says this viewer may correct it. */
function SignedAcknowledgementActions({
  requestId,
  itemTitle,
}: Pick<AcknowledgementActionsProps, 'requestId' | 'itemTitle'>) {
  const { data: letter } = useAcknowledgement(requestId, true);
  // The letter as it was when Correct was pressed: the answer to the correction replaces the cached
  // one, and the open form must not start again on the new version.
  const [correcting, setCorrecting] = useState<Acknowledgement | null>(null);
  return (
    <>
      <DownloadAcknowledgementButton requestId={requestId} itemTitle={itemTitle} />
      {letter?.can_correct && (
        <>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setCorrecting(letter)}
            aria-label={`Correct acknowledgement for ${itemTitle}`}
          >
            Correct acknowledgement
          </Button>
          <CorrectAcknowledgementDialog letter={correcting} itemTitle={itemTitle} onClose={() => setCorrecting(null)} />
        </>
      )}
    </>
  );
}

/** "Awaiting signature", with why it matters: what a viewer who may not sign sees. */
function AwaitingSignatureBadge() {
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

/** A letter awaiting its signature: Sign where the server says this viewer may sign it (`can_sign`). */
function AwaitingSignatureActions(props: AcknowledgementActionsProps) {
  const { requestId, itemTitle, signerOrganization } = props;
  const { data: letter } = useAcknowledgement(requestId, true);
  const [signing, setSigning] = useState(false);
  if (!letter?.can_sign || signerOrganization === null) return <AwaitingSignatureBadge />;
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

/**
 * Where the acknowledgement is offered: the letter once signed (and its correction, for the receiving
 * nonprofit); while it awaits a signature, Sign for whoever the server lets sign (the receiving
 * nonprofit), and for anyone else a plain "Awaiting signature".
 */
export function AcknowledgementActions(props: AcknowledgementActionsProps) {
  const { requestId, itemTitle, status } = props;
  if (status === 'none') return null;
  if (status === 'signed') return <SignedAcknowledgementActions requestId={requestId} itemTitle={itemTitle} />;
  return <AwaitingSignatureActions {...props} />;
}
