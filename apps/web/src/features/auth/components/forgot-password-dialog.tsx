import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { FORGOT_PASSWORD_SUCCESS, forgotPasswordErrorMessage, useForgotPassword } from '../api/forgot-password';
import { emailError, normalizeEmail } from '../utils/validation';

export interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  initialEmail?: string;
}

interface ForgotPasswordContentProps {
  onClose: () => void;
  initialEmail: string;
}

function ForgotPasswordContent({ onClose, initialEmail }: ForgotPasswordContentProps) {
  const mutation = useForgotPassword();
  const form = useForm({ initialValues: { email: initialEmail }, validate: { email: emailError } });

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} title="Check your email">
          {FORGOT_PASSWORD_SUCCESS}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => mutation.mutate(normalizeEmail(email)))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email address you signed up with and we&apos;ll send you a link to choose a new password.
        </Text>
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@organization.org"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        {mutation.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {forgotPasswordErrorMessage(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The login screen's Forgot password dialog. */
export function ForgotPasswordDialog({ opened, onClose, initialEmail = '' }: ForgotPasswordDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reset your password"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <ForgotPasswordContent onClose={onClose} initialEmail={initialEmail} />
    </Modal>
  );
}
