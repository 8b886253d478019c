import type { AdminBroadcast } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#src/lib/api-client';
import { useEndBroadcast } from '#src/features/admin/api/write-broadcast';

export interface EndBroadcastModalProps {
  broadcast: AdminBroadcast | null;
  onClose: () => void;
}

/** Asks before a broadcast leaves every bell now (it cannot be brought back). */
export function EndBroadcastModal({ broadcast, onClose }: EndBroadcastModalProps) {
  const end = useEndBroadcast();
  const close = () => {
    end.reset();
    onClose();
  };
  const confirm = async () => {
    if (!broadcast) return;
    try {
      const result = await end.mutateAsync(broadcast.id);
      notifications.show({ color: 'green', message: result.message });
      close();
    } catch {
      // Shown in the dialog from end.error.
    }
  };
  return (
    <Modal opened={broadcast !== null} onClose={close} title="End broadcast?">
      {broadcast && (
        <Stack gap="md">
          <Text size="sm">
            “{broadcast.title}” leaves every bell now{broadcast.status === 'scheduled' ? ' and will not start' : ''}.
            This cannot be undone.
          </Text>
          {end.isError && (
            <Alert color="red" role="alert" title="The broadcast was not ended">
              {errorMessage(end.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={end.isPending} onClick={() => void confirm()} data-autofocus>
              End broadcast
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
