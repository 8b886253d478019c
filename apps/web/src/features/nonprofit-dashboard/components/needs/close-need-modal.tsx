import { NEED_TEXT, type Need } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRetained } from '#src/lib/use-retained';

export interface CloseNeedModalProps {
  /** The need about to be closed; null keeps the dialog closed. */
  need: Need | null;
  loading: boolean;
  /** Why the server refused, in its words. */
  refusal: string | null;
  onClose: () => void;
  onConfirm: (need: Need) => void;
}

/** Asks before closing a need: donors then no longer see it (docs/product.md, Needs board). */
export function CloseNeedModal({ need: current, loading, refusal, onClose, onConfirm }: CloseNeedModalProps) {
  const need = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={need ? NEED_TEXT.closeConfirmTitle(need.title) : NEED_TEXT.closeNeed}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {need && (
        <Stack gap="md">
          <Text size="sm">{NEED_TEXT.closeConfirm}</Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
              {NEED_TEXT.keepOpen}
            </Button>
            {!refusal && (
              <Button color="red" loading={loading} onClick={() => onConfirm(need)}>
                {NEED_TEXT.closeNeed}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
