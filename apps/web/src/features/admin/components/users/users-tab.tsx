import { ADMIN_ACCESS_DENIED, ADMIN_USERS_PAGE_SIZE, approvesWithoutLetter, type AdminUser } from '@app/shared';
import { Alert, Card, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconLock, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { useUsers, type UsersFilters } from '#src/features/admin/api/get-users';
import { ApproveWithoutLetterModal } from './approve-without-letter-modal';
import { EditUserModal } from './edit-user-modal';
import { PendingNonprofits } from './pending-nonprofits';
import { RejectUserModal } from './reject-user-modal';
import { useApprovalDecision } from './use-approval-decision';
import { UsersFiltersBar } from './users-filters';
import { UsersTable } from './users-table';

type ListFilters = Omit<UsersFilters, 'page' | 'search'>;

/** The admin's user management tab (pending nonprofits first, then every account). */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [filters, setFilters] = useState<ListFilters>({ role: 'all', status: 'all', sort: 'desc' });
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [confirmingNoLetter, setConfirmingNoLetter] = useState<AdminUser | null>(null);
  const { decide, busyId } = useApprovalDecision();

  const query = useUsers({ ...filters, search: debouncedSearch, page });
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <Alert color="red" icon={<IconLock aria-hidden />} title="Access denied" role="alert">
        {ADMIN_ACCESS_DENIED}
      </Alert>
    );
  }

  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Users could not be loaded" role="alert">
        {query.error instanceof ApiError ? query.error.message : 'Please refresh the page and try again.'}
      </Alert>
    );
  }

  const data = query.data;
  const approve = (user: AdminUser) => {
    if (approvesWithoutLetter(user, 'approved')) setConfirmingNoLetter(user);
    else void decide(user, 'approved');
  };
  const approveWithoutLetter = async (user: AdminUser) => {
    if (await decide(user, 'approved', { withoutLetter: true })) setConfirmingNoLetter(null);
  };
  const reject = async (user: AdminUser, reason: string) => {
    if (await decide(user, 'rejected', { reason })) setRejecting(null);
  };
  const first = data ? (data.page - 1) * ADMIN_USERS_PAGE_SIZE + 1 : 0;
  const range = data ? `${first}–${first + data.users.length - 1} of ${data.total}` : '';
  const caption = `All users, showing ${range}`;

  return (
    <Stack gap="xl">
      <PendingNonprofits busyId={busyId} onApprove={approve} onReject={setRejecting} />

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="all-users-title">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="all-users-title">
              All users
            </Title>
            {query.isFetching && <Loader size="xs" role="status" aria-label="Refreshing users" />}
          </Group>
          <UsersFiltersBar
            search={search}
            filters={filters}
            onSearchChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            onFiltersChange={(patch) => {
              setFilters((current) => ({ ...current, ...patch }));
              setPage(1);
            }}
          />
          {data?.source === 'fallback' && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              Showing results from the basic user list; search and filters are applied in your browser.
            </Alert>
          )}
          {data?.source === 'unavailable' && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              Users could not be loaded right now. Please try again in a moment.
            </Alert>
          )}
          {query.isPending ? (
            <Center py="xl" role="status" aria-label="Loading users">
              <Loader />
            </Center>
          ) : !data || data.users.length === 0 ? (
            data?.source !== 'unavailable' && (
              <TabEmptyState
                icon={<IconUsers />}
                title="No users match"
                description="Try another search, or set Role and Status back to All."
              />
            )
          ) : (
            <>
              <UsersTable
                users={data.users}
                caption={caption}
                busyId={busyId}
                onApprove={approve}
                onReject={setRejecting}
                onEdit={setEditing}
              />
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed" aria-hidden>
                  Showing {range} users
                </Text>
                {data.total_pages > 1 && (
                  <Pagination
                    total={data.total_pages}
                    value={page}
                    onChange={setPage}
                    siblings={1}
                    size="sm"
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                    getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                  />
                )}
              </Group>
            </>
          )}
        </Stack>
      </Card>

      <RejectUserModal
        key={rejecting?.id ?? 'none'}
        user={rejecting}
        loading={rejecting !== null && busyId === rejecting.id}
        onClose={() => setRejecting(null)}
        onConfirm={(user, reason) => void reject(user, reason)}
      />
      <ApproveWithoutLetterModal
        user={confirmingNoLetter}
        loading={confirmingNoLetter !== null && busyId === confirmingNoLetter.id}
        onClose={() => setConfirmingNoLetter(null)}
        onConfirm={(user) => void approveWithoutLetter(user)}
      />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
