import type { AuditLogEntry } from '@app/shared';
import { Button } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import { formatDateTime } from '#src/lib/format';
import { AuditEntryCell, auditActorText } from './audit-entry-cells';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 62em)';

export interface AuditTableProps {
  entries: AuditLogEntry[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onOpen: (entry: AuditLogEntry) => void;
}

/** The audit entries, newest first, paged by the server; a row (or its button) opens the changes. */
export function AuditTable({ entries, page, total, pageSize, fetching, onPageChange, onOpen }: AuditTableProps) {
  return (
    <DataTable<AuditLogEntry>
      aria-label="Audit log"
      records={entries}
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={entries.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('entries')}
      onRowClick={({ record }) => onOpen(record)}
      noRecordsText="No entries match. Try other dates or clear a filter."
      columns={[
        {
          accessor: 'timestamp',
          title: 'Time',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (entry) => formatDateTime(entry.timestamp),
        },
        {
          accessor: 'admin_name',
          title: 'Admin',
          visibleMediaQuery: WIDE,
          render: (entry) => auditActorText(entry),
        },
        { accessor: 'action', title: 'Action and target', render: (entry) => <AuditEntryCell entry={entry} /> },
        {
          accessor: 'reason',
          title: 'Reason',
          visibleMediaQuery: WIDER,
          render: (entry) => entry.reason ?? '—',
        },
        {
          accessor: 'id',
          title: 'Changes',
          textAlign: 'right',
          render: (entry) => (
            <Button
              size="xs"
              variant="light"
              aria-label={`View changes: ${entry.action.replaceAll('_', ' ')} on ${entry.target_label ?? `${entry.target_type} #${entry.target_id}`}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(entry);
              }}
            >
              View changes
            </Button>
          ),
        },
      ]}
    />
  );
}
