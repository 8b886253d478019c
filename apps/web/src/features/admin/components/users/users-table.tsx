import type { AdminUser } from '@app/shared';
import { Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate } from '#src/features/admin/lib/format';
import { ApprovalBadge } from '#src/components/approval-badge';
import { UserActions } from './user-actions';
import { UserCards } from './user-cards';
import { OrDash, organizationOf, RoleBadge } from './user-fields';

export interface UsersTableProps {
  users: readonly AdminUser[];
  caption: string;
  busyId: number | null;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
}

/** The users list: a table from 48em, cards below it (a phone sees every column without scrolling sideways). */
export function UsersTable({ users, caption, busyId, onApprove, onReject, onEdit }: UsersTableProps) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <UserCards
        users={users}
        caption={caption}
        busyId={busyId}
        onApprove={onApprove}
        onReject={onReject}
        onEdit={onEdit}
      />
    );
  }
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
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600} miw={140}>
        {user.name}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.email}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <RoleBadge user={user} />
      </Table.Td>
      <Table.Td>
        <OrDash>{organizationOf(user)}</OrDash>
      </Table.Td>
      <Table.Td>
        <OrDash>{user.state}</OrDash>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <ApprovalBadge status={user.approval_status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.created_at)}</Table.Td>
      <Table.Td>
        <UserActions user={user} busy={busy} onApprove={onApprove} onReject={onReject} onEdit={onEdit} />
      </Table.Td>
    </Table.Tr>
  );
}
