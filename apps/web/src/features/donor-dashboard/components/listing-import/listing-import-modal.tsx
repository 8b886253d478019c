import type { ImportPreview, ListingImport } from '@app/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ImportFileStep } from './import-file-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportResultStep } from './import-result-step';

export interface ListingImportModalProps {
  donorId: number;
  opened: boolean;
  onClose: () => void;
  /** Runs once the modal has gone, so focus can go back to the button that opened it. */
  onClosed?: () => void;
}

type Step = { kind: 'file' } | { kind: 'preview'; preview: ImportPreview } | { kind: 'result'; result: ListingImport };

/**
 * Import from spreadsheet (docs/product.md, Bulk listing): choose an Excel or CSV file, fix its rows in the
 * preview, confirm, then watch the pictures arrive. Nothing is saved before the confirmation.
 */
export function ListingImportModal({ donorId, opened, onClose, onClosed }: ListingImportModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const title =
    step.kind === 'file' ? 'Import from spreadsheet' : step.kind === 'preview' ? 'Check your rows' : 'Import done';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={step.kind === 'file' ? 'lg' : '100%'}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      returnFocus={false}
      onExitTransitionEnd={() => {
        setStep({ kind: 'file' });
        onClosed?.();
      }}
    >
      {step.kind === 'file' && <ImportFileStep onPreview={(preview) => setStep({ kind: 'preview', preview })} />}
      {step.kind === 'preview' && (
        <ImportPreviewStep
          donorId={donorId}
          preview={step.preview}
          onBack={() => setStep({ kind: 'file' })}
          onDone={(result) => setStep({ kind: 'result', result })}
        />
      )}
      {step.kind === 'result' && <ImportResultStep result={step.result} onClose={onClose} />}
    </Modal>
  );
}
