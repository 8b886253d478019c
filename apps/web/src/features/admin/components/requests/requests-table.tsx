import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import type { AdminRequestRow, AdminRequestSort } from '@app/shared';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '#src/lib/format';
import { deliveryStatusLabel, hasConversation } from '#src/lib/request-state-labels';
import { RequestStateBadge } from './request-state-badge';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 62em)';

export interface RequestsTableProps {
  requests: AdminRequestRow[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  sortBy: AdminRequestSort;
  sortDir: 'asc' | 'desc';
  /** About to expire: sorted by deadline on the server, so the column sorts are off. */
  expiring: boolean;
  onPageChange: (page: number) => void;
  onSortChange: (sortBy: AdminRequestSort, sortDir: 'asc' | 'desc') => void;
  onOpen: (request: AdminRequestRow) => void;
}

/** "Request #12: Projector", opening the details; the link also works in a new tab (`request_id=`). */
function RequestTitle({ request, onOpen }: { request: AdminRequestRow; onOpen: (request: AdminRequestRow) => void }) {
  return (
    <Anchor
      component={Link}
      to={`?tab=requests&request_id=${request.id}`}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen(request);
      }}
    >
      #{request.id} {request.item_title}
    </Anchor>
  );
}

/**
 * Every request, paged and sorted by the server; a row click opens its details. On a phone the
 * request column carries the parties, state and value, and the other columns step aside.
 */
export function RequestsTable(props: RequestsTableProps) {
  const { requests, page, total, pageSize, fetching, sortBy, sortDir, expiring, onPageChange, onSortChange, onOpen } =
    props;
  const sortStatus: DataTableSortStatus<AdminRequestRow> = { columnAccessor: sortBy, direction: sortDir };
  return (
    <DataTable<AdminRequestRow>
      aria-label="All requests"
      records={requests}
      idAccessor="id"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={requests.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('requests')}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => onSortChange(status.columnAccessor as AdminRequestSort, status.direction)}
      onRowClick={({ record, event }) => {
        // The title link handles its own clicks (and new tabs).
        if ((event.target as HTMLElement).closest('a, button')) return;
        onOpen(record);
      }}
      noRecordsText="No requests match. Try another search, or set Status back to All."
      columns={[
        {
          accessor: 'item_title',
          title: 'Request',
          render: (request) => (
            <Stack gap={2} style={{ minWidth: 0 }}>
              <RequestTitle request={request} onOpen={onOpen} />
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {request.nonprofit_name} from {request.donor_name}
              </Text>
              <Group gap={6} hiddenFrom="sm">
                <RequestStateBadge state={request.state} />
                <Text size="xs" c="gray.7">
                  {formatMoney(request.total_value)} · {formatDate(request.created_at)}
                </Text>
              </Group>
            </Stack>
          ),
        },
        {
          accessor: 'event_name',
          title: 'Event',
          visibleMediaQuery: WIDER,
          render: (request) => request.event_name ?? '—',
        },
        {
          accessor: 'state',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (request) => (
            <Stack gap={2}>
              <RequestStateBadge state={request.state} />
              {hasConversation(request.state) && (
                <Text size="xs" c="gray.7">
                  {deliveryStatusLabel(request)}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'fair_market_value',
          title: 'Value',
          sortable: !expiring,
          noWrap: true,
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (request) => (
            <Stack gap={0} align="flex-end">
              <span>{formatMoney(request.total_value)}</span>
              <Text size="xs" c="gray.7">
                {formatNumber(request.quantity_requested)} × {formatMoney(request.fair_market_value)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: expiring ? 'expires_at' : 'created_at',
          title: expiring ? 'Answer due' : 'Requested',
          sortable: !expiring,
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (request) => formatDate(expiring ? request.expires_at : request.created_at),
        },
        {
          accessor: 'updated_at',
          title: 'Updated',
          sortable: !expiring,
          noWrap: true,
          visibleMediaQuery: WIDER,
          render: (request) => formatDate(request.updated_at),
        },
      ]}
    />
  );
}
