import { REJECTION_REASON_REQUIRED, type AdminUser } from '@app/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export interface RejectUserModalProps {
  /** The account being rejected; null keeps the modal closed. */
  user: AdminUser | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUser, reason: string) => void;
}

/** A rejection always carries a reason: it is emailed to the account holder. */
export function RejectUserModal({ user, loading, onClose, onConfirm }: RejectUserModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(REJECTION_REASON_REQUIRED);
      return;
    }
    onConfirm(user, trimmed);
  };

  const who = user ? (user.organization_name ?? user.company_name ?? user.name) : '';
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title="Reject account"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Reject <strong>{who}</strong> ({user?.email})? They will be emailed the reason below and will not be able to
            request items.
          </Text>
          <Textarea
            label="Reason for rejection"
            description="Shown to the account holder."
            placeholder="e.g. The uploaded letter does not match the EIN provided."
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Reject account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
