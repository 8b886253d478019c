import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '@app/shared';
import { Alert, Card, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { useUsers } from '#src/features/admin/api/get-users';
import { AdminLoadError } from '#src/features/admin/components/admin-load-error';
import {
  openUserIdFromUrl,
  USERS_URL_DEFAULTS,
  usersFiltersFromUrl,
  type UsersFilters,
} from '#src/features/admin/lib/filter-users';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { SendMessageModal } from '../messages/send-message-modal';
import { ApproveUserModal } from './approve-user-modal';
import { EditUserModal } from './edit-user-modal';
import { PendingNonprofits } from './pending-nonprofits';
import { RejectUserModal } from './reject-user-modal';
import { TaxPacketsCard } from './tax-packets-card';
import { useApprovalDecision } from './use-approval-decision';
import { UserDetailsModal } from './user-details-modal';
import { UsersFiltersBar } from './users-filters';
import { UsersTable } from './users-table';

type ListFilters = Omit<UsersFilters, 'page' | 'search'>;

/**
 * The admin's user management tab: pending nonprofits first, then every account. Filters, page and
 * the open account (`user_id`) live in the URL, so a view can be shared (docs/product.md, Admin console).
 */
export function UsersTab() {
  const [url, setUrl] = useUrlFilters(USERS_URL_DEFAULTS);
  const filters = usersFiltersFromUrl(url);
  const openId = openUserIdFromUrl(url.user_id);
  // The search box shows what is typed at once; the URL (and the query) follow a moment later.
  const [typed, setTyped] = useState(filters.search);
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    setTyped(filters.search);
  }
  const pushSearch = useDebouncedCallback((search: string) => setUrl({ search }), 300);

  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [approving, setApproving] = useState<AdminUser | null>(null);
  const [messaging, setMessaging] = useState<AdminUser | null>(null);
  const { decide, busyId } = useApprovalDecision();
  const query = useUsers(filters);

  // Opening or closing an account keeps the list where it was; any other change goes back to page 1.
  const openUser = (user: AdminUser) => setUrl({ user_id: String(user.id), page: url.page });
  const closeUser = () => setUrl({ user_id: '', page: url.page });
  const setListFilters = (patch: Partial<ListFilters>) => setUrl(patch);

  const approve = async (user: AdminUser, withoutLetter: boolean) => {
    if (await decide(user, 'approved', { withoutLetter })) setApproving(null);
  };
  const reject = async (user: AdminUser, reason: string) => {
    if (await decide(user, 'rejected', { reason })) setRejecting(null);
  };

  const data = query.data;
  const first = data ? (data.page - 1) * ADMIN_USERS_PAGE_SIZE + 1 : 0;
  const range = data ? `${first}–${first + data.users.length - 1} of ${data.total}` : '';

  return (
    <Stack gap="xl">
      <PendingNonprofits busyId={busyId} onApprove={setApproving} onReject={setRejecting} />

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="all-users-title">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="all-users-title">
              All users
            </Title>
            {query.isFetching && <Loader size="xs" role="status" aria-label="Refreshing users" />}
          </Group>
          <UsersFiltersBar
            search={typed}
            filters={filters}
            onSearchChange={(value) => {
              setTyped(value);
              pushSearch(value);
            }}
            onFiltersChange={setListFilters}
          />
          {data?.source === 'fallback' && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              Showing results from the basic user list; search and filters are applied in your browser.
            </Alert>
          )}
          {query.isError ? (
            <AdminLoadError
              error={query.error}
              title="Users could not be loaded"
              onRetry={() => void query.refetch()}
            />
          ) : data?.source === 'unavailable' ? (
            <AdminLoadError
              error={null}
              title="Users could not be loaded"
              fallback="Users could not be loaded right now. Please try again in a moment."
              onRetry={() => void query.refetch()}
            />
          ) : query.isPending ? (
            <Center py="xl" role="status" aria-label="Loading users">
              <Loader />
            </Center>
          ) : !data || data.users.length === 0 ? (
            <TabEmptyState
              icon={<IconUsers />}
              title="No users match"
              description="Try another search, or set Role and Status back to All."
            />
          ) : (
            <UsersTable
              users={data.users}
              caption={`All users, showing ${range}`}
              busyId={busyId}
              page={data.page}
              total={data.total}
              pageSize={ADMIN_USERS_PAGE_SIZE}
              onPageChange={(page) => setUrl({ page })}
              sort={filters.sort}
              onSortChange={(sort) => setListFilters({ sort })}
              fetching={query.isFetching && query.isPlaceholderData}
              onOpen={openUser}
              onApprove={setApproving}
              onReject={setRejecting}
              onEdit={setEditing}
              onMessage={setMessaging}
            />
          )}
        </Stack>
      </Card>

      <TaxPacketsCard />

      <UserDetailsModal
        userId={openId}
        busyId={busyId}
        onApprove={setApproving}
        onReject={setRejecting}
        onClose={closeUser}
      />
      <RejectUserModal
        key={rejecting?.id ?? 'none'}
        user={rejecting}
        loading={rejecting !== null && busyId === rejecting.id}
        onClose={() => setRejecting(null)}
        onConfirm={(user, reason) => void reject(user, reason)}
      />
      <ApproveUserModal
        user={approving}
        loading={approving !== null && busyId === approving.id}
        onClose={() => setApproving(null)}
        onConfirm={(user, withoutLetter) => void approve(user, withoutLetter)}
      />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <SendMessageModal opened={messaging !== null} recipient={messaging} onClose={() => setMessaging(null)} />
    </Stack>
  );
}
