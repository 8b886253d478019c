import type { AdminEmail } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#src/lib/api-client';
import { useResendEmail } from './use-email-analytics';

export interface ResendEmailModalProps {
  email: AdminEmail | null;
  onClose: () => void;
}

/** Asks before a failed email goes back in the outbox; the sender sends it in the background. */
export function ResendEmailModal({ email, onClose }: ResendEmailModalProps) {
  const resend = useResendEmail();
  const confirm = async () => {
    if (!email) return;
    try {
      const result = await resend.mutateAsync(email.id);
      notifications.show({ color: 'green', message: result.message });
      onClose();
    } catch {
      // Shown in the dialog from resend.error.
    }
  };
  return (
    <Modal
      opened={email !== null}
      onClose={() => {
        resend.reset();
        onClose();
      }}
      title="Resend email?"
    >
      {email && (
        <Stack gap="md">
          <Text size="sm">
            Send “{email.subject}” ({email.template_name}) to {email.recipient} again? It goes back in the outbox and is
            tried again from the start, as it was written.
          </Text>
          {email.error && (
            <Text size="sm" c="gray.7">
              Last error: {email.error}
            </Text>
          )}
          {resend.isError && (
            <Alert color="red" role="alert" title="The email was not resent">
              {errorMessage(resend.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={resend.isPending} onClick={() => void confirm()} data-autofocus>
              Resend email
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
