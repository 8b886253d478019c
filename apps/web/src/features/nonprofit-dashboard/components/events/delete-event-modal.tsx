import { EVENT_MESSAGES, type NonprofitEvent } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRetained } from '#src/lib/use-retained';

export interface DeleteEventModalProps {
  /** The event about to be deleted; null keeps the modal closed. */
  event: NonprofitEvent | null;
  loading: boolean;
  /** Why the server refused, e.g. the event still has requests. */
  refusal: string | null;
  onClose: () => void;
  onConfirm: (event: NonprofitEvent) => void;
}

export function DeleteEventModal({ event: current, loading, refusal, onClose, onConfirm }: DeleteEventModalProps) {
  const event = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Delete event"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {event && (
        <Stack gap="md">
          <Text fw={600}>{EVENT_MESSAGES.deleteConfirm}</Text>
          <Text size="sm">
            <strong>{event.name}</strong> will be removed from your events.
          </Text>
          {refusal && (
            <Alert color="red" role="alert" title={EVENT_MESSAGES.deleteFailed}>
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
              Keep event
            </Button>
            {!refusal && (
              <Button color="red" loading={loading} onClick={() => onConfirm(event)}>
                Delete event
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
