import { DataTable } from 'mantine-datatable';
import { formatCents, formatNumber } from '#src/lib/format';
import { rankBy, type LocationMetric, type StateRow } from './state-rows';

const WIDE = '(min-width: 48em)';

/** Every state with an account or a listed item (51 at most), in the ranking's order: the map as a table. */
export function StatesTable({ rows, metric }: { rows: StateRow[]; metric: LocationMetric }) {
  const ranked = [...rankBy(rows, metric), ...rows.filter((row) => row[metric] === 0)];
  return (
    <DataTable<StateRow>
      aria-label="Every state's accounts and listed items"
      records={ranked}
      idAccessor="state"
      striped
      height={ranked.length > 10 ? 420 : undefined}
      minHeight={ranked.length === 0 ? 150 : undefined}
      verticalSpacing="xs"
      noRecordsText="No account or listed item has a state yet."
      columns={[
        { accessor: 'name', title: 'State', render: (row) => `${row.name} (${row.state})` },
        {
          accessor: 'nonprofits',
          title: 'Nonprofits',
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (row) => formatNumber(row.nonprofits),
        },
        {
          accessor: 'donors',
          title: 'Donors',
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (row) => formatNumber(row.donors),
        },
        { accessor: 'accounts', title: 'Accounts', textAlign: 'right', render: (row) => formatNumber(row.accounts) },
        { accessor: 'items', title: 'Listed items', textAlign: 'right', render: (row) => formatNumber(row.items) },
        {
          accessor: 'value_cents',
          title: 'Listed value',
          textAlign: 'right',
          visibleMediaQuery: WIDE,
          render: (row) => formatCents(row.value_cents),
        },
      ]}
    />
  );
}
