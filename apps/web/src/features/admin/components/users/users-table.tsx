import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import type { AdminUser } from '@app/shared';
import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { ApprovalBadge } from '#src/components/approval-badge';
import { formatDate } from '#src/features/admin/lib/format';
import { IrsMatchBadge } from './irs-match-badge';
import { UserActions } from './user-actions';
import { UserCards } from './user-cards';
import { OrDash, organizationOf, RoleBadge } from './user-fields';
import { UserNameLink, UserRowLinks } from './user-links';

export interface UsersTableProps {
  users: AdminUser[];
  caption: string;
  busyId: number | null;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: 'asc' | 'desc';
  onSortChange: (sort: 'asc' | 'desc') => void;
  fetching: boolean;
  onOpen: (user: AdminUser) => void;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onMessage: (user: AdminUser) => void;
}

/**
 * The users list, paged and sorted by the server: a data table from 48em, cards below it (a phone
 * sees every field and action without scrolling sideways).
 */
export function UsersTable(props: UsersTableProps) {
  const { users, caption, busyId, page, total, pageSize, onPageChange, sort, onSortChange, fetching } = props;
  const { onOpen, onApprove, onReject, onEdit, onMessage } = props;
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const actions = { onApprove, onReject, onEdit, onMessage };

  if (!wide) {
    const pages = Math.ceil(total / pageSize);
    return (
      <Stack gap="sm">
        <UserCards users={users} caption={caption} busyId={busyId} onOpen={onOpen} {...actions} />
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={onPageChange}
              siblings={0}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <DataTable<AdminUser>
      aria-label={caption}
      records={users}
      idAccessor="id"
      striped
      highlightOnHover
      verticalSpacing="sm"
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('users')}
      sortStatus={{ columnAccessor: 'created_at', direction: sort }}
      onSortStatusChange={(status) => onSortChange(status.direction)}
      noRecordsText="No users match"
      columns={[
        {
          accessor: 'name',
          title: 'Name and email',
          width: 260,
          render: (user) => (
            <Stack gap={2}>
              <UserNameLink user={user} onOpen={onOpen} />
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <UserRowLinks user={user} />
            </Stack>
          ),
        },
        { accessor: 'role', title: 'Role', noWrap: true, render: (user) => <RoleBadge user={user} /> },
        {
          accessor: 'organization',
          title: 'Organization / company',
          render: (user) => (
            <Stack gap={4} align="flex-start">
              <OrDash>{organizationOf(user)}</OrDash>
              <IrsMatchBadge user={user} />
            </Stack>
          ),
        },
        { accessor: 'state', title: 'State', render: (user) => <OrDash>{user.state}</OrDash> },
        {
          accessor: 'approval_status',
          title: 'Status',
          noWrap: true,
          render: (user) => <ApprovalBadge status={user.approval_status} />,
        },
        {
          accessor: 'created_at',
          title: 'Joined',
          sortable: true,
          noWrap: true,
          render: (user) => formatDate(user.created_at),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          render: (user) => <UserActions user={user} busy={busyId === user.id} {...actions} />,
        },
      ]}
    />
  );
}
