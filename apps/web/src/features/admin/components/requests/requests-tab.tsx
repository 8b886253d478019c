import {
  ADMIN_PAGE_SIZE,
  ADMIN_REQUEST_SORTS,
  ADMIN_REQUEST_STATUS_FILTERS,
  type AdminRequestRow,
  type AdminRequestSort,
  type AdminRequestStatusFilter,
} from '@app/shared';
import { Card, Group, Loader, Stack, Title } from '@mantine/core';
import { useAdminRequests } from '#src/features/admin/api/get-admin-requests';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { RequestDetailsModal } from './request-details-modal';
import { RequestsFiltersBar } from './requests-filters';
import { RequestsTable } from './requests-table';
import { useSearchText } from '#src/features/admin/lib/use-search-text';

/**
 * Every filter of the tab, in the URL so a view can be shared: `request_id` opens that request
 * (the Overview and the Users tab link here), `user_id` narrows to one account, `expiring=true`
 * lists the pending requests whose answer is due within 48 hours.
 */
const DEFAULTS = {
  search: '',
  status: '',
  user_id: '',
  expiring: '',
  sort: 'created_at',
  dir: 'desc',
  request_id: '',
};

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;
const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** The admin's requests tab: every request, its details, edit and history. */
export function RequestsTab() {
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const [search, changeSearch] = useSearchText(filters.search, (value) => setFilters({ search: value }));

  const sortBy = oneOf<AdminRequestSort>(ADMIN_REQUEST_SORTS, filters.sort, 'created_at');
  const sortDir = filters.dir === 'asc' ? 'asc' : 'desc';
  const status = oneOf<AdminRequestStatusFilter | ''>(['', ...ADMIN_REQUEST_STATUS_FILTERS], filters.status, '');
  const expiring = filters.expiring === 'true';
  const accountId = idOf(filters.user_id);
  const query = useAdminRequests({
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    search: filters.search || undefined,
    status: status || undefined,
    user_id: accountId,
    expiring: expiring || undefined,
    sort_by: sortBy,
    sort_dir: sortDir,
  });
  const data = query.data;
  const requestId = idOf(filters.request_id) ?? null;
  // Opening or closing a request keeps the page the admin is on.
  const openRequest = (request: Pick<AdminRequestRow, 'id'>) =>
    setFilters({ request_id: String(request.id), page: filters.page });
  const closeRequest = () => setFilters({ request_id: '', page: filters.page });
  const accountRow = accountId
    ? data?.requests.find((row) => row.nonprofit_id === accountId || row.donor_id === accountId)
    : undefined;
  const accountLabel = accountRow
    ? accountRow.nonprofit_id === accountId
      ? accountRow.nonprofit_name
      : accountRow.donor_name
    : `#${accountId}`;

  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="all-requests-title">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="all-requests-title">
              {expiring ? 'Requests about to expire unanswered' : 'All requests'}
            </Title>
            {query.isFetching && !query.isPending && (
              <Loader size="xs" role="status" aria-label="Refreshing requests" />
            )}
          </Group>
          <RequestsFiltersBar
            search={search}
            status={status}
            expiring={expiring}
            account={accountId ? { id: String(accountId), label: accountLabel } : null}
            onSearchChange={changeSearch}
            onChange={(changes) => setFilters(changes)}
          />
          {query.isError ? (
            <AdminLoadError
              error={query.error}
              title="Requests could not be loaded"
              onRetry={() => void query.refetch()}
            />
          ) : (
            <RequestsTable
              requests={data?.requests ?? []}
              page={filters.page}
              total={data?.total ?? 0}
              pageSize={ADMIN_PAGE_SIZE}
              fetching={query.isFetching}
              sortBy={sortBy}
              sortDir={sortDir}
              expiring={expiring}
              onPageChange={(page) => setFilters({ page })}
              onSortChange={(sort, dir) => setFilters({ sort, dir })}
              onOpen={openRequest}
            />
          )}
        </Stack>
      </Card>

      <RequestDetailsModal requestId={requestId} onClose={closeRequest} />
    </Stack>
  );
}
