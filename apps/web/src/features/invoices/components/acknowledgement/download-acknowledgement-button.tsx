import { ACKNOWLEDGEMENT_TEXT } from '@app/shared';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { getAcknowledgement } from '../../api/get-acknowledgement';

export interface DownloadAcknowledgementButtonProps {
  requestId: number;
  itemTitle: string;
  /** A signed version of the letter, current or superseded; without it, the current letter. */
  version?: number;
}

/** For a completed request: fetches the acknowledgement and builds its PDF letter in the browser. */
export function DownloadAcknowledgementButton({ requestId, itemTitle, version }: DownloadAcknowledgementButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const acknowledgement = await getAcknowledgement(requestId, version);
      // An unsigned letter is never handed over as if signed.
      if (acknowledgement.status !== 'signed') {
        notifications.show({ color: 'yellow', message: ACKNOWLEDGEMENT_TEXT.awaitingSignatureHelp });
        return;
      }
      const { downloadAcknowledgementPdf } = await import('./acknowledgement-pdf');
      await downloadAcknowledgementPdf(acknowledgement);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? ACKNOWLEDGEMENT_TEXT.notFound
          : error instanceof ApiError && error.status !== 0
            ? error.message
            : 'The acknowledgement letter could not be downloaded. Please try again.';
      notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  };
  if (version !== undefined) {
    return (
      <Button
        variant="default"
        size="xs"
        loading={busy}
        leftSection={<IconFileCertificate size={14} aria-hidden />}
        onClick={() => void download()}
        aria-label={`Download version ${version} of the acknowledgement for ${itemTitle}`}
      >
        Download version {version}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      loading={busy}
      leftSection={<IconFileCertificate size={16} aria-hidden />}
      onClick={() => void download()}
      aria-label={`Download acknowledgement for ${itemTitle}`}
    >
      Download acknowledgement
    </Button>
  );
}
