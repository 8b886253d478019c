import {
  ADMIN_DELIVERY_STATUS_LABELS,
  ADMIN_DELIVERY_STATUSES,
  ADMIN_PAGE_SIZE,
  type AdminDelivery,
} from '@app/shared';
import { Card, Group, Select, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useAdminDeliveries } from '#src/features/admin/api/get-deliveries';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { DeliveriesTable } from './deliveries-table';
import { DeliveryFigures } from './delivery-figures';
import { EditDeliveryModal } from './edit-delivery-modal';
import { MessagePartiesModal } from './message-parties-modal';
import { useSearchText } from '#src/features/admin/lib/use-search-text';
import { AdminSearchField } from '../admin-search-field';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ADMIN_DELIVERY_STATUSES.map((status) => ({ value: status, label: ADMIN_DELIVERY_STATUS_LABELS[status] })),
];

const isStatus = (value: string): value is (typeof ADMIN_DELIVERY_STATUSES)[number] =>
  (ADMIN_DELIVERY_STATUSES as readonly string[]).includes(value);

/**
 * The Delivery tab (docs/product.md, Admin console: Delivery): the figures per status, then every
 * approved request's delivery with "not received" first. Status, search, order and page live in
 * the URL (`?tab=delivery&status=issue` is the Overview's link).
 */
export function DeliveryTab() {
  const [filters, setFilters] = useUrlFilters({ status: '', search: '', dir: 'desc' });
  const [searchText, changeSearch] = useSearchText(filters.search, (search) => setFilters({ search }));
  const [editing, setEditing] = useState<AdminDelivery | null>(null);
  const [messaging, setMessaging] = useState<AdminDelivery | null>(null);

  const status = isStatus(filters.status) ? filters.status : '';
  const sortDir = filters.dir === 'asc' ? 'asc' : 'desc';
  const query = useAdminDeliveries({
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    search: filters.search || undefined,
    status: status || undefined,
    sort_dir: sortDir,
  });

  if (query.isError && !query.data) {
    return (
      <AdminLoadError error={query.error} title="Deliveries could not be loaded" onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data;

  return (
    <Stack gap="lg">
      {data ? (
        <DeliveryFigures
          analytics={data.analytics}
          status={status}
          onStatusChange={(next) => setFilters({ status: next })}
        />
      ) : (
        <Skeleton height={96} radius="md" aria-hidden />
      )}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="deliveries-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="deliveries-title">
            Deliveries
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <AdminSearchField value={searchText} placeholder="Item, nonprofit or donor" onChange={changeSearch} />
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={status}
              allowDeselect={false}
              onChange={(value) => setFilters({ status: value ?? '' })}
              style={{ flex: '1 1 10rem' }}
            />
          </Group>
          {query.isError && (
            <AdminLoadError
              error={query.error}
              title="Deliveries could not be refreshed"
              onRetry={() => void query.refetch()}
            />
          )}
          <DeliveriesTable
            deliveries={data?.deliveries ?? []}
            page={filters.page}
            total={data?.total ?? 0}
            pageSize={ADMIN_PAGE_SIZE}
            fetching={query.isFetching}
            sortDir={sortDir}
            onPageChange={(page) => setFilters({ page })}
            onSortChange={(dir) => setFilters({ dir })}
            onEdit={setEditing}
            onMessage={setMessaging}
          />
        </Stack>
      </Card>

      <EditDeliveryModal delivery={editing} onClose={() => setEditing(null)} />
      <MessagePartiesModal delivery={messaging} onClose={() => setMessaging(null)} />
    </Stack>
  );
}
