import { ADMIN_PAGE_SIZE, ADMIN_PAYMENT_KINDS, ADMIN_PAYMENT_STATUSES } from '@app/shared';
import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { viewerTimeZone } from '#src/lib/time-zone';
import {
  adminPaymentsExportUrl,
  useAdminPayments,
  type AdminPaymentsFilters,
} from '#src/features/admin/api/get-admin-payments';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { PaymentTotals } from './payment-totals';
import { PaymentsFiltersBar } from './payments-filters';
import { PaymentsTable, type PaymentSort } from './payments-table';
import { useSearchText } from '#src/features/admin/lib/use-search-text';

const DEFAULTS = {
  status: '',
  kind: '',
  user_id: '',
  from: '',
  to: '',
  search: '',
  sort: 'date',
  dir: 'desc',
  stuck: '',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The URL's filters as the server reads them; anything unreadable in the URL is left out. */
function serverFilters(url: typeof DEFAULTS): AdminPaymentsFilters {
  const userId = Number(url.user_id);
  return {
    search: url.search || undefined,
    status: oneOf(ADMIN_PAYMENT_STATUSES, url.status),
    kind: oneOf(ADMIN_PAYMENT_KINDS, url.kind),
    user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    from: DAY.test(url.from) ? url.from : undefined,
    to: DAY.test(url.to) ? url.to : undefined,
    tz: viewerTimeZone(),
    sort_by: url.sort === 'amount' ? 'amount' : 'date',
    sort_dir: url.dir === 'asc' ? 'asc' : 'desc',
    stuck: url.stuck === 'true' ? true : undefined,
  };
}

/**
 * The Payments tab (docs/product.md, Admin console: Payments): revenue for the filters, every
 * invoice and token purchase, and the CSV of the same filters. Status, kind, nonprofit
 * (`user_id`), dates, search, order and page live in the URL.
 */
export function PaymentsTab() {
  const [url, setUrl] = useUrlFilters(DEFAULTS);
  const [searchText, changeSearch] = useSearchText(url.search, (search) => setUrl({ search }));
  const filters = serverFilters(url);
  const query = useAdminPayments({ ...filters, page: url.page, limit: ADMIN_PAGE_SIZE });

  if (query.isError && !query.data) {
    return (
      <AdminLoadError error={query.error} title="Payments could not be loaded" onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data;
  const named = data?.payments.find((payment) => payment.nonprofit_id === filters.user_id)?.nonprofit_name;

  return (
    <Stack gap="lg">
      {data ? <PaymentTotals totals={data.totals} /> : <Skeleton height={96} radius="md" aria-hidden />}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payments-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id="payments-title">
              Payments
            </Title>
            <Button
              component="a"
              href={adminPaymentsExportUrl(filters)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          </Group>
          <PaymentsFiltersBar
            search={searchText}
            values={{
              status: filters.status ?? '',
              kind: filters.kind ?? '',
              from: filters.from ?? '',
              to: filters.to ?? '',
              stuck: filters.stuck ?? false,
            }}
            nonprofit={filters.user_id ? { id: String(filters.user_id), label: named ?? `#${filters.user_id}` } : null}
            onSearchChange={changeSearch}
            onChange={(changes) => setUrl(changes)}
          />
          {query.isError && (
            <AdminLoadError
              error={query.error}
              title="Payments could not be refreshed"
              onRetry={() => void query.refetch()}
            />
          )}
          <PaymentsTable
            payments={data?.payments ?? []}
            page={url.page}
            total={data?.total ?? 0}
            pageSize={ADMIN_PAGE_SIZE}
            fetching={query.isFetching}
            sortBy={filters.sort_by as PaymentSort}
            sortDir={filters.sort_dir ?? 'desc'}
            onPageChange={(page) => setUrl({ page })}
            onSortChange={(sort, dir) => setUrl({ sort, dir })}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
