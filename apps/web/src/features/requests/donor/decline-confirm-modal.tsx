import type { DonorRequest } from '@app/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRetained } from '#src/lib/use-retained';

export interface DeclineConfirmModalProps {
  /** The request about to be declined; null keeps the modal closed. */
  request: DonorRequest | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (request: DonorRequest) => void;
}

/** Declining asks for confirmation first. */
export function DeclineConfirmModal({ request: current, loading, onClose, onConfirm }: DeclineConfirmModalProps) {
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Decline request"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && (
        <Stack gap="md">
          <Text fw={600}>Decline this request? This cannot be undone.</Text>
          <Text size="sm">
            <strong>{request.nonprofit_name}</strong> asked for {request.quantity_requested} ×{' '}
            <strong>{request.item_title}</strong>
            {request.event_name ? ` for ${request.event_name}` : ''}. The tokens they spent on this request go back to
            them, and they will be notified.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
              Keep request
            </Button>
            <Button color="red" loading={loading} onClick={() => onConfirm(request)}>
              Decline request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
