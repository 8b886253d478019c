import { Modal, Text } from '@mantine/core';
import { ResendVerificationForm } from './resend-verification-form';

export interface ResendVerificationDialogProps {
  opened: boolean;
  onClose: () => void;
  initialEmail?: string;
  onSent?: (email: string) => void;
}

/** Modal around the resend form; its contents unmount on close, so it opens fresh each time. */
export function ResendVerificationDialog({ opened, onClose, initialEmail, onSent }: ResendVerificationDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Resend verification email"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text size="sm" c="dimmed" mb="md">
        Enter the email address you signed up with and we&apos;ll send a new verification link.
      </Text>
      <ResendVerificationForm initialEmail={initialEmail} onSent={onSent} autoFocus />
    </Modal>
  );
}
