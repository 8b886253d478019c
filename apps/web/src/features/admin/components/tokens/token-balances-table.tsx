import type { AdminTokenBalance } from '@app/shared';
import { Anchor, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatNumber } from '#src/lib/format';
import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import { TokenStatusBadge } from './token-status-badge';

const WIDE = '(min-width: 48em)';

export type BalanceSort = 'name' | 'balance';

export interface TokenBalancesTableProps {
  balances: AdminTokenBalance[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  sortBy: BalanceSort;
  sortDir: 'asc' | 'desc';
  onPageChange: (page: number) => void;
  onSortChange: (sortBy: BalanceSort, sortDir: 'asc' | 'desc') => void;
  onAdjust: (balance: AdminTokenBalance) => void;
  onHistory: (balance: AdminTokenBalance) => void;
}

function NonprofitCell({ row, onHistory }: { row: AdminTokenBalance; onHistory: () => void }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.nonprofit_name}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {row.nonprofit_email}
        {row.approval_status !== 'approved' ? ` · ${row.approval_status}` : ''}
      </Text>
      <Group gap={8} wrap="wrap">
        <Box hiddenFrom="sm">
          <TokenStatusBadge status={row.status} />
        </Box>
        <Anchor component="button" type="button" size="xs" onClick={onHistory}>
          Transactions<VisuallyHidden> of {row.nonprofit_name}</VisuallyHidden>
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Every nonprofit's live balance, paged and sorted by the server, each with its Adjust action. */
export function TokenBalancesTable(props: TokenBalancesTableProps) {
  const { balances, page, total, pageSize, fetching, sortBy, sortDir, onPageChange, onSortChange } = props;
  return (
    <DataTable<AdminTokenBalance>
      aria-label="Token balances"
      records={balances}
      idAccessor="nonprofit_id"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={balances.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('nonprofits')}
      sortStatus={{ columnAccessor: sortBy === 'balance' ? 'balance' : 'nonprofit_name', direction: sortDir }}
      onSortStatusChange={(status) =>
        onSortChange(status.columnAccessor === 'balance' ? 'balance' : 'name', status.direction)
      }
      noRecordsText="No nonprofits match. Clear the search or choose another status."
      columns={[
        {
          accessor: 'nonprofit_name',
          title: 'Nonprofit',
          sortable: true,
          render: (row) => <NonprofitCell row={row} onHistory={() => props.onHistory(row)} />,
        },
        {
          accessor: 'balance',
          title: 'Balance',
          sortable: true,
          noWrap: true,
          textAlign: 'right',
          render: (row) => (
            <Text fw={600} size="sm">
              {formatNumber(row.balance)}
            </Text>
          ),
        },
        {
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (row) => <TokenStatusBadge status={row.status} />,
        },
        {
          accessor: 'total_purchased',
          title: 'Purchased',
          noWrap: true,
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (row) => formatNumber(row.total_purchased),
        },
        {
          accessor: 'total_spent',
          title: 'Spent',
          noWrap: true,
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (row) => formatNumber(row.total_spent),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          textAlign: 'right',
          render: (row) => (
            <Group justify="flex-end" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                aria-label={`Adjust tokens of ${row.nonprofit_name}`}
                onClick={() => props.onAdjust(row)}
              >
                Adjust
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
