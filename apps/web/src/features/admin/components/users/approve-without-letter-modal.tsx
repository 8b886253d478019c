import { NO_LETTER_APPROVAL_QUESTION, type AdminUser } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ApproveWithoutLetterModalProps {
  /** The nonprofit about to be approved with no letter on file; null keeps the modal closed. */
  user: AdminUser | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUser) => void;
}

/** The letter is what proves tax-exempt status, so approving without one takes a second, deliberate yes. */
export function ApproveWithoutLetterModal({ user, loading, onClose, onConfirm }: ApproveWithoutLetterModalProps) {
  const who = user ? (user.organization_name ?? user.name) : '';
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Approve without a letter?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" fw={600}>
            {NO_LETTER_APPROVAL_QUESTION}
          </Text>
        </Alert>
        <Text size="sm">
          <strong>{who}</strong> ({user?.email}) has not uploaded its tax-exempt letter. Approving lets it buy tokens
          and request items now; the audit log will record that it was approved without a letter.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color="yellow" autoContrast loading={loading} onClick={() => user && onConfirm(user)}>
            Approve anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
