import { LISTING_MESSAGES, type Listing } from '@app/shared';
import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconPackage, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { RequestsTabLoading } from '#src/features/requests';
import { errorMessage } from '#src/lib/api-client';
import { formatNumber } from '#src/lib/format';
import { useDonorDashboard } from '#src/features/donor-dashboard/api/get-donor-dashboard';
import { useSetItemStatus } from '#src/features/donor-dashboard/api/set-item-status';
import { ItemFormModal, type ItemFormTarget } from '../item-form/item-form-modal';
import {
  countByFilter,
  DEFAULT_LISTING_FILTERS,
  filterListings,
  LISTINGS_PAGE_SIZE,
  pageOf,
  toSearchable,
  type ListingFilters,
} from './filter-listings';
import { ListingDetailsModal } from './listing-details-modal';
import { toggledStatus } from './listing-status';
import { ListingsGrid } from './listings-grid';
import { ListingsToolbar } from './listings-toolbar';
import { useReturnFocus } from './use-return-focus';

// The import dialog (its table, the shared row rules) loads only when the donor opens it.
const ListingImportModal = lazy(() =>
  import('../listing-import/listing-import-modal').then((module) => ({ default: module.ListingImportModal })),
);

export interface ListingsTabProps {
  donorId: number;
}

function shownText(shown: number, total: number, page: number): string {
  if (shown === 0) return `0 of ${formatNumber(total)} listings match`;
  const first = (page - 1) * LISTINGS_PAGE_SIZE + 1;
  const last = Math.min(page * LISTINGS_PAGE_SIZE, shown);
  const range = shown > LISTINGS_PAGE_SIZE ? `${formatNumber(first)}–${formatNumber(last)} of ` : '';
  return shown === total
    ? `Showing ${range}${formatNumber(total)} ${total === 1 ? 'listing' : 'listings'}`
    : `Showing ${range}${formatNumber(shown)} matching of ${formatNumber(total)} listings`;
}

/** The donor's items: search, status filter, a paged card grid, and the add, edit and details dialogs. */
export function ListingsTab({ donorId }: ListingsTabProps) {
  const query = useDonorDashboard(donorId);
  const statusMutation = useSetItemStatus(donorId);
  const [filters, setFilters] = useState<ListingFilters>(DEFAULT_LISTING_FILTERS);
  const [page, setPage] = useState(1);
  const [formTarget, setFormTarget] = useState<ItemFormTarget>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [importLoaded, setImportLoaded] = useState(false);
  const focus = useReturnFocus();
  const countRef = useRef<HTMLParagraphElement>(null);

  const listings = useMemo(() => query.data?.listings ?? [], [query.data]);
  const searchable = useMemo(() => toSearchable(listings), [listings]);
  const deferredFilters = useDeferredValue(filters);
  const filtered = useMemo(() => filterListings(searchable, deferredFilters), [searchable, deferredFilters]);
  const counts = useMemo(() => countByFilter(listings), [listings]);
  // Looked up by id so the dialog shows the fresh status after a change refetches the list.
  const details = detailsId === null ? null : (listings.find((listing) => listing.id === detailsId) ?? null);
  const togglingId = statusMutation.isPending ? (statusMutation.variables?.itemId ?? null) : null;

  const openAdd = (opener: HTMLElement) => {
    focus.remember(opener);
    setFormTarget({ mode: 'add' });
  };
  const openImport = (opener: HTMLElement) => {
    focus.remember(opener);
    setImportLoaded(true);
    setImportOpen(true);
  };
  const openEdit = (listing: Listing, opener?: HTMLElement) => {
    if (opener) focus.remember(opener);
    setDetailsId(null);
    setFormTarget({ mode: 'edit', listing });
  };
  const openDetails = (listing: Listing, opener: HTMLElement) => {
    focus.remember(opener);
    setDetailsId(listing.id);
  };
  // Each dialog's exit ends here; focus goes back only once no other dialog has opened meanwhile.
  const restoreFocus = () => {
    if (formTarget === null && detailsId === null && !importOpen) focus.restore();
  };

  const toggle = async (listing: Listing) => {
    const status = toggledStatus(listing.status);
    if (!status) return;
    try {
      await statusMutation.mutateAsync({ donorId, itemId: listing.id, status });
      notifications.show({
        color: 'green',
        message:
          status === 'disabled'
            ? `${listing.title} is disabled and hidden from the marketplace.`
            : `${listing.title} is available in the marketplace again.`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: LISTING_MESSAGES.statusFailed,
        message: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const dialogs = (
    <>
      <ItemFormModal
        donorId={donorId}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onClosed={restoreFocus}
      />
      <ListingDetailsModal
        listing={details}
        toggling={details !== null && togglingId === details.id}
        onClose={() => setDetailsId(null)}
        onClosed={restoreFocus}
        onEdit={(listing) => openEdit(listing)}
        onToggle={(listing) => void toggle(listing)}
      />
      {importLoaded && (
        <Suspense fallback={null}>
          <ListingImportModal
            donorId={donorId}
            opened={importOpen}
            onClose={() => setImportOpen(false)}
            onClosed={restoreFocus}
          />
        </Suspense>
      )}
    </>
  );

  if (query.isPending) return <RequestsTabLoading cardHeight={220} />;
  if (query.isError) {
    return (
      <LoadErrorAlert title="Listings could not be loaded" onRetry={() => void query.refetch()}>
        {errorMessage(query.error, 'Please try again.')}
      </LoadErrorAlert>
    );
  }
  if (listings.length === 0) {
    return (
      <>
        <TabEmptyState
          icon={<IconPackage />}
          title="You have no listings yet"
          description="List equipment, supplies or products you no longer need. Verified nonprofits can then request them for their events and programs."
          actions={
            <>
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={(event) => openAdd(event.currentTarget)}
              >
                Add Item
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                onClick={(event) => openImport(event.currentTarget)}
              >
                Import from spreadsheet
              </Button>
            </>
          }
        />
        {dialogs}
      </>
    );
  }

  const total = query.data.listings_total;
  const current = pageOf(filtered, page);
  return (
    <Stack gap="md">
      <VisuallyHidden component="h2">Your listings</VisuallyHidden>
      <ListingsToolbar
        filters={filters}
        counts={counts}
        onChange={(patch) => {
          setFilters((currentFilters) => ({ ...currentFilters, ...patch }));
          setPage(1);
        }}
        onAdd={openAdd}
        onImport={openImport}
      />
      {/* The scroll margin keeps the count clear of the sticky header when a page change scrolls here. */}
      <Text ref={countRef} size="sm" c="dimmed" role="status" aria-live="polite" style={{ scrollMarginTop: 96 }}>
        {shownText(filtered.length, listings.length, current.page)}
        {total > listings.length &&
          ` · your newest ${formatNumber(listings.length)} of ${formatNumber(total)} listings are shown here`}
      </Text>
      {filtered.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="xs">
            <Text fw={600}>No listings match your search or filters.</Text>
            <Button
              variant="light"
              onClick={() => {
                setFilters(DEFAULT_LISTING_FILTERS);
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          </Stack>
        </Paper>
      ) : (
        <ListingsGrid
          listings={filtered}
          page={current.page}
          onPageChange={(next) => {
            setPage(next);
            countRef.current?.scrollIntoView({ block: 'start' });
          }}
          togglingId={togglingId}
          onEdit={openEdit}
          onToggle={(listing) => void toggle(listing)}
          onDetails={openDetails}
        />
      )}
      {dialogs}
    </Stack>
  );
}
