import type { AdminUser } from '@app/shared';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconMessage, IconPencil, IconX } from '@tabler/icons-react';

export interface UserActionsProps {
  user: AdminUser;
  busy: boolean;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  /** Opens the send-to-one dialog (docs/product.md, Admin console: Messages). */
  onMessage: (user: AdminUser) => void;
}

/** Approve and Reject while the account is pending, Edit and Message: the same buttons in the table and the cards. */
export function UserActions({ user, busy, onApprove, onReject, onEdit, onMessage }: UserActionsProps) {
  return (
    <Group gap={6} wrap="wrap">
      {user.approval_status === 'pending' && (
        <>
          <Button
            size="compact-sm"
            leftSection={<IconCheck size={14} />}
            loading={busy}
            onClick={() => onApprove(user)}
            aria-label={`Approve ${user.name}`}
          >
            Approve
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            leftSection={<IconX size={14} />}
            disabled={busy}
            onClick={() => onReject(user)}
            aria-label={`Reject ${user.name}`}
          >
            Reject
          </Button>
        </>
      )}
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconPencil size={14} />}
        onClick={() => onEdit(user)}
        aria-label={`Edit ${user.name}`}
      >
        Edit
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconMessage size={14} />}
        onClick={() => onMessage(user)}
        aria-label={`Message ${user.name}`}
      >
        Message
      </Button>
    </Group>
  );
}
