import type { NonprofitRequest } from '@app/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRetained } from '#src/lib/use-retained';

export interface CancelRequestModalProps {
  /** The pending request about to be cancelled; null keeps the modal closed. */
  request: NonprofitRequest | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (request: NonprofitRequest) => void;
}

/** docs/product.md, Tokens: a pending request can be cancelled and its tokens come back in full. */
export function CancelRequestModal({ request: current, loading, onClose, onConfirm }: CancelRequestModalProps) {
  const request = useRetained(current);
  const tokens = request?.tokens_charged ?? 0;
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Cancel request"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && (
        <Stack gap="md">
          <Text fw={600}>
            Cancel this request? Your {tokens} {tokens === 1 ? 'token' : 'tokens'} will be refunded.
          </Text>
          <Text size="sm">
            {request.quantity_requested} × <strong>{request.item_title}</strong> from {request.donor_company_name}
            {request.event_name ? ` for ${request.event_name}` : ''}. The donor will no longer see this request.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
              Keep request
            </Button>
            <Button color="red" loading={loading} onClick={() => onConfirm(request)}>
              Cancel request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
