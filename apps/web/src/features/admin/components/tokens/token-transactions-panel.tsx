import {
  ADMIN_TOKEN_TRANSACTIONS_LIMIT,
  ADMIN_TOKEN_TYPE_LABELS,
  TOKEN_LEDGER_TYPES,
  type AdminTokenTransaction,
  type TokenLedgerType,
} from '@app/shared';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatDateTime, formatNumber } from '#src/lib/format';
import { useTokenTransactions } from '#src/features/admin/api/get-token-transactions';
import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { NonprofitFilterBadge } from './nonprofit-filter-badge';
import { darkText } from './token-colors';

const WIDE = '(min-width: 48em)';
const DEFAULTS = { type: '', user_id: '' };
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...TOKEN_LEDGER_TYPES.map((type) => ({ value: type, label: ADMIN_TOKEN_TYPE_LABELS[type] })),
];
const TYPE_COLORS: Record<TokenLedgerType, string> = {
  purchase: 'blue',
  spend: 'grape',
  refund: 'teal',
  expire: 'gray',
  adjust: 'orange',
};

const isType = (value: string): value is TokenLedgerType => (TOKEN_LEDGER_TYPES as readonly string[]).includes(value);
const signed = (tokens: number) => `${tokens > 0 ? '+' : '−'}${formatNumber(Math.abs(tokens))}`;

/** The request an entry belongs to, unless its description already names it with its item. */
function requestNote(row: AdminTokenTransaction): string {
  if (row.request_id === null) return '';
  const title = row.request_item_title;
  if (title && row.description.includes(`#${row.request_id}`) && row.description.includes(title)) return '';
  return `Request #${row.request_id}${title ? `: ${title}` : ''}`;
}

function TypeBadge({ type }: { type: TokenLedgerType }) {
  return (
    <Badge
      variant="light"
      color={TYPE_COLORS[type]}
      c={darkText(TYPE_COLORS[type])}
      radius="sm"
      tt="none"
      w="max-content"
    >
      {ADMIN_TOKEN_TYPE_LABELS[type]}
    </Badge>
  );
}

/** What an entry is about: its description, its request, the admin behind an adjustment. */
function EntryCell({ row }: { row: AdminTokenTransaction }) {
  const about = [requestNote(row), row.admin_name ? `by ${row.admin_name}` : ''].filter(Boolean);
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.nonprofit_name}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {row.description}
        {about.length > 0 ? ` · ${about.join(' · ')}` : ''}
      </Text>
      <Group gap={8} hiddenFrom="sm">
        <TypeBadge type={row.transaction_type} />
        <Text size="xs" c="gray.7">
          {formatDateTime(row.created_at)}
        </Text>
      </Group>
    </Stack>
  );
}

/** The ledger, newest first; type, nonprofit and page live in the URL. */
export function TokenTransactionsPanel() {
  const [url, setUrl] = useUrlFilters(DEFAULTS);
  const userId = Number(url.user_id);
  const query = useTokenTransactions({
    page: url.page,
    limit: ADMIN_TOKEN_TRANSACTIONS_LIMIT,
    type: isType(url.type) ? url.type : undefined,
    user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
  });
  const data = query.data;
  const named = data?.transactions.find((row) => row.nonprofit_id === userId)?.nonprofit_name;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={isType(url.type) ? url.type : ''}
          allowDeselect={false}
          onChange={(value) => setUrl({ type: value ?? '' })}
          style={{ flex: '0 1 12rem' }}
        />
        {userId > 0 && <NonprofitFilterBadge label={named ?? `#${userId}`} onClear={() => setUrl({ user_id: '' })} />}
      </Group>
      {query.isError && (
        <AdminLoadError
          error={query.error}
          title="Token transactions could not be loaded"
          onRetry={() => void query.refetch()}
        />
      )}
      <DataTable<AdminTokenTransaction>
        aria-label="Token transactions"
        records={data?.transactions ?? []}
        striped
        highlightOnHover
        verticalSpacing="sm"
        minHeight={(data?.transactions.length ?? 0) === 0 ? 180 : undefined}
        fetching={query.isFetching}
        totalRecords={data?.total ?? 0}
        recordsPerPage={ADMIN_TOKEN_TRANSACTIONS_LIMIT}
        page={url.page}
        onPageChange={(page) => setUrl({ page })}
        {...adminPagination('entries')}
        noRecordsText="No ledger entries match. Choose another type or show every nonprofit."
        columns={[
          {
            accessor: 'created_at',
            title: 'Date',
            noWrap: true,
            visibleMediaQuery: WIDE,
            render: (row) => formatDateTime(row.created_at),
          },
          { accessor: 'nonprofit_name', title: 'Entry', render: (row) => <EntryCell row={row} /> },
          {
            accessor: 'transaction_type',
            title: 'Type',
            noWrap: true,
            visibleMediaQuery: WIDE,
            render: (row) => <TypeBadge type={row.transaction_type} />,
          },
          {
            accessor: 'tokens',
            title: 'Tokens',
            noWrap: true,
            textAlign: 'right',
            render: (row) => (
              <Text fw={600} size="sm" c={darkText(row.tokens > 0 ? 'teal' : 'red')}>
                {signed(row.tokens)}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
