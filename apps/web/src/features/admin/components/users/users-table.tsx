import type { AdminUser } from '@app/shared';
import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { formatDate, ROLE_LABELS } from '../../lib/format';
import { ApprovalBadge } from './approval-badge';

const ROLE_COLORS = { nonprofit: 'cyan', donor: 'indigo', admin: 'dark' } as const;

export interface UsersTableProps {
  users: readonly AdminUser[];
  caption: string;
  busyId: number | null;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
}

export function UsersTable({ users, caption, busyId, onApprove, onReject, onEdit }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={1040} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Organization / company</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Joined</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              busy={busyId === user.id}
              onApprove={onApprove}
              onReject={onReject}
              onEdit={onEdit}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface UserRowProps extends Omit<UsersTableProps, 'users' | 'caption' | 'busyId'> {
  user: AdminUser;
  busy: boolean;
}

function UserRow({ user, busy, onApprove, onReject, onEdit }: UserRowProps) {
  const organization = user.role === 'donor' ? user.company_name : user.organization_name;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600} miw={140}>
        {user.name}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.email}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge color={ROLE_COLORS[user.role]} variant="outline" radius="sm" tt="none" w="max-content">
          {ROLE_LABELS[user.role]}
        </Badge>
      </Table.Td>
      <Table.Td>
        {organization ?? (
          <Text span c="dimmed" size="sm">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {user.state ?? (
          <Text span c="dimmed" size="sm">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <ApprovalBadge status={user.approval_status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
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
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
