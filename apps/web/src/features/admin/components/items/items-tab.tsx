import {
  ADMIN_ITEM_SORTS,
  ADMIN_PAGE_SIZE,
  ITEM_STATUSES,
  type AdminItemRow,
  type AdminItemSort,
  type ItemStatus,
} from '@app/shared';
import { Card, Group, Loader, Stack, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useAdminItems } from '#src/features/admin/api/get-admin-items';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { donorLabelOf, reviewTargetOf } from './donor-label';
import { ItemDetailsModal } from './item-details-modal';
import { ItemsFiltersBar } from './items-filters';
import { ItemsTable } from './items-table';
import { ReviewQueue } from './review-queue';
import { ApproveItemModal, RejectItemModal } from './review-dialogs';
import { useItemReview, type ReviewTarget } from './use-item-review';

/** Every filter of the tab, in the URL so a view can be shared (`item_id` opens that item). */
const DEFAULTS = { search: '', status: '', category: '', user_id: '', sort: 'created_at', dir: 'desc', item_id: '' };

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The admin's items tab: the review queue first, then every item in any status. */
export function ItemsTab() {
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  // The search box types ahead of the URL; a link that changes the URL's search (or clears it) resets the box.
  const [search, setSearch] = useState(filters.search);
  const [committed, setCommitted] = useState(filters.search);
  if (filters.search !== committed) {
    setCommitted(filters.search);
    setSearch(filters.search);
  }
  const commitSearch = useDebouncedCallback((value: string) => {
    setCommitted(value.trim());
    setFilters({ search: value.trim() });
  }, 300);
  const [approving, setApproving] = useState<ReviewTarget | null>(null);
  const [rejecting, setRejecting] = useState<ReviewTarget | null>(null);
  const { decide, busyId } = useItemReview();

  const sortBy = oneOf<AdminItemSort>(ADMIN_ITEM_SORTS, filters.sort, 'created_at');
  const sortDir = filters.dir === 'asc' ? 'asc' : 'desc';
  const status = oneOf<ItemStatus | ''>(['', ...ITEM_STATUSES], filters.status, '');
  const donorId = /^\d+$/.test(filters.user_id) ? Number(filters.user_id) : undefined;
  const query = useAdminItems({
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    search: filters.search || undefined,
    status: status || undefined,
    category: filters.category || undefined,
    user_id: donorId,
    sort_by: sortBy,
    sort_dir: sortDir,
  });
  const data = query.data;
  const itemId = /^\d+$/.test(filters.item_id) ? Number(filters.item_id) : null;
  // Opening or closing an item keeps the page the admin is on.
  const openItem = (item: Pick<AdminItemRow, 'id'>) => setFilters({ item_id: String(item.id), page: filters.page });
  const closeItem = () => setFilters({ item_id: '', page: filters.page });
  const donorRow = donorId ? data?.items.find((item) => item.donor_id === donorId) : undefined;

  const approve = async (item: ReviewTarget) => {
    if (await decide(item, 'approve')) setApproving(null);
  };
  const reject = async (item: ReviewTarget, reason: string) => {
    if (await decide(item, 'reject', reason)) setRejecting(null);
  };
  const fromDetails = (open: (target: ReviewTarget) => void) => (item: ReviewTarget) => {
    closeItem();
    open(item);
  };

  return (
    <Stack gap="xl">
      <ReviewQueue
        busyId={busyId}
        onOpen={openItem}
        onApprove={(item) => setApproving(reviewTargetOf(item))}
        onReject={(item) => setRejecting(reviewTargetOf(item))}
      />

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="all-items-title">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="all-items-title">
              All items
            </Title>
            {query.isFetching && !query.isPending && <Loader size="xs" role="status" aria-label="Refreshing items" />}
          </Group>
          <ItemsFiltersBar
            search={search}
            status={status}
            category={filters.category}
            donor={donorId ? { id: String(donorId), label: donorRow ? donorLabelOf(donorRow) : `#${donorId}` } : null}
            onSearchChange={(value) => {
              setSearch(value);
              commitSearch(value);
            }}
            onChange={(changes) => setFilters(changes)}
          />
          {query.isError ? (
            <AdminLoadError
              error={query.error}
              title="Items could not be loaded"
              onRetry={() => void query.refetch()}
            />
          ) : (
            <ItemsTable
              items={data?.items ?? []}
              page={filters.page}
              total={data?.total ?? 0}
              pageSize={ADMIN_PAGE_SIZE}
              fetching={query.isFetching}
              sortBy={sortBy}
              sortDir={sortDir}
              onPageChange={(page) => setFilters({ page })}
              onSortChange={(sort, dir) => setFilters({ sort, dir })}
              onOpen={openItem}
            />
          )}
        </Stack>
      </Card>

      <ItemDetailsModal
        itemId={itemId}
        onClose={closeItem}
        onApprove={(item) =>
          fromDetails(setApproving)({ ...item, donor_label: item.donor.company_name ?? item.donor.name })
        }
        onReject={(item) =>
          fromDetails(setRejecting)({ ...item, donor_label: item.donor.company_name ?? item.donor.name })
        }
      />
      <ApproveItemModal
        item={approving}
        loading={approving !== null && busyId === approving.id}
        onClose={() => setApproving(null)}
        onConfirm={(item) => void approve(item)}
      />
      <RejectItemModal
        key={rejecting?.id ?? 'none'}
        item={rejecting}
        loading={rejecting !== null && busyId === rejecting.id}
        onClose={() => setRejecting(null)}
        onConfirm={(item, reason) => void reject(item, reason)}
      />
    </Stack>
  );
}
