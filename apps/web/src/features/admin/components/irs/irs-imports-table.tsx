import { IRS_FILE_KIND_LABELS, type AdminIrsImport } from '@app/shared';
import { Group, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import { formatDateTime, formatNumber } from '#src/lib/format';
import { IrsImportStatusBadge } from './irs-import-status-badge';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 75em)';

export interface IrsImportsTableProps {
  imports: AdminIrsImport[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
}

/** File name, and on a phone the kind, status and start the wider columns show; a refusal's reason below. */
function FileCell({ row }: { row: AdminIrsImport }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.file_name}
      </Text>
      <Group gap={6} hiddenFrom="sm">
        <IrsImportStatusBadge status={row.status} />
        <Text size="xs" c="gray.7">
          {IRS_FILE_KIND_LABELS[row.kind]} · {formatDateTime(row.started_at)}
        </Text>
      </Group>
      {row.error && (
        <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
          {row.error}
        </Text>
      )}
    </Stack>
  );
}

/** Every import, newest first, paged by the server. */
export function IrsImportsTable(props: IrsImportsTableProps) {
  const { imports, page, total, pageSize, fetching, onPageChange } = props;
  return (
    <DataTable<AdminIrsImport>
      aria-label="IRS imports"
      records={imports}
      idAccessor="id"
      striped
      verticalSpacing="sm"
      minHeight={imports.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('imports')}
      noRecordsText="No IRS file imported yet. Import one with the form above."
      columns={[
        { accessor: 'file_name', title: 'File', render: (row) => <FileCell row={row} /> },
        {
          accessor: 'kind',
          title: 'Kind',
          visibleMediaQuery: WIDE,
          render: (row) => IRS_FILE_KIND_LABELS[row.kind],
        },
        { accessor: 'part', title: 'Part', noWrap: true, visibleMediaQuery: WIDER },
        {
          accessor: 'row_count',
          title: 'Rows',
          noWrap: true,
          textAlign: 'right',
          render: (row) => formatNumber(row.row_count),
        },
        {
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (row) => <IrsImportStatusBadge status={row.status} />,
        },
        {
          accessor: 'started_at',
          title: 'Started',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (row) => formatDateTime(row.started_at),
        },
        {
          accessor: 'started_by_name',
          title: 'By',
          visibleMediaQuery: WIDER,
          render: (row) => row.started_by_name ?? 'A removed admin',
        },
      ]}
    />
  );
}
