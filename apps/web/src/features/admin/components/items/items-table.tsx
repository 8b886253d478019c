import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import type { AdminItemRow, AdminItemSort } from '@app/shared';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '#src/lib/format';
import { donorLabelOf } from './donor-label';
import { ItemStatusBadge } from './item-status-badge';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 62em)';

export interface ItemsTableProps {
  items: AdminItemRow[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  sortBy: AdminItemSort;
  sortDir: 'asc' | 'desc';
  onPageChange: (page: number) => void;
  onSortChange: (sortBy: AdminItemSort, sortDir: 'asc' | 'desc') => void;
  onOpen: (item: AdminItemRow) => void;
}

/** The title opens the item's details; the link also works in a new tab (`item_id=`). */
function ItemTitle({ item, onOpen }: { item: AdminItemRow; onOpen: (item: AdminItemRow) => void }) {
  return (
    <Anchor
      component={Link}
      to={`?tab=items&item_id=${item.id}`}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen(item);
      }}
    >
      {item.title}
    </Anchor>
  );
}

/**
 * Every item, paged and sorted by the server. On a phone the item column carries the donor, status
 * and value, and the other columns step aside, so nothing needs scrolling sideways.
 */
export function ItemsTable(props: ItemsTableProps) {
  const { items, page, total, pageSize, fetching, sortBy, sortDir, onPageChange, onSortChange, onOpen } = props;
  const sortStatus: DataTableSortStatus<AdminItemRow> = { columnAccessor: sortBy, direction: sortDir };
  return (
    <DataTable<AdminItemRow>
      aria-label="All items"
      records={items}
      idAccessor="id"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={items.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('items')}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => onSortChange(status.columnAccessor as AdminItemSort, status.direction)}
      noRecordsText="No items match. Try another search, or set Status and Category back to All."
      columns={[
        {
          accessor: 'title',
          title: 'Item',
          sortable: true,
          render: (item) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Image src={item.thumbnail_url} alt="" w={48} h={36} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <ItemTitle item={item} onOpen={onOpen} />
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {donorLabelOf(item)}
                </Text>
                <Group gap={6} hiddenFrom="sm">
                  <ItemStatusBadge status={item.status} />
                  <Text size="xs" c="gray.7">
                    {formatMoney(item.fair_market_value)} · {formatNumber(item.quantity)} left
                  </Text>
                </Group>
              </Stack>
            </Group>
          ),
        },
        {
          accessor: 'category',
          title: 'Category',
          visibleMediaQuery: WIDER,
        },
        {
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (item) => <ItemStatusBadge status={item.status} />,
        },
        {
          accessor: 'fair_market_value',
          title: 'Value',
          sortable: true,
          noWrap: true,
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (item) => formatMoney(item.fair_market_value),
        },
        {
          accessor: 'quantity',
          title: 'Left / listed',
          sortable: true,
          noWrap: true,
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (item) => `${formatNumber(item.quantity)} / ${formatNumber(item.initial_quantity)}`,
        },
        {
          accessor: 'pending_requests',
          title: 'Pending requests',
          textAlign: 'right',
          visibleMediaQuery: WIDER,
          render: (item) => formatNumber(item.pending_requests),
        },
        {
          accessor: 'created_at',
          title: 'Listed',
          sortable: true,
          noWrap: true,
          render: (item) => formatDate(item.created_at),
        },
      ]}
    />
  );
}
