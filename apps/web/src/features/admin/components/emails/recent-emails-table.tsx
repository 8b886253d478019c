import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import type { AdminEmail } from '@app/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { formatDateTime } from '#src/lib/format';
import { EmailStatusBadge } from './email-status-badge';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 75em)';

export interface RecentEmailsTableProps {
  emails: AdminEmail[];
  page: number;
  total: number;
  /** The search matched more than the server counts: `total` is a floor. */
  totalCapped?: boolean;
  pageSize: number;
  fetching: boolean;
  sortDir: 'asc' | 'desc';
  onPageChange: (page: number) => void;
  onSortChange: (sortDir: 'asc' | 'desc') => void;
  onResend: (email: AdminEmail) => void;
}

/** The template and recipient, and (on a phone, where other columns step aside) the status and time. */
function EmailCell({ email }: { email: AdminEmail }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm">
        {email.template_name}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {email.recipient}
      </Text>
      {email.error && (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {email.error}
        </Text>
      )}
    </Stack>
  );
}

/** Emails paged, filtered and sorted by the server, newest first; failed ones can be sent again. */
export function RecentEmailsTable(props: RecentEmailsTableProps) {
  const {
    emails,
    page,
    total,
    totalCapped = false,
    pageSize,
    fetching,
    sortDir,
    onPageChange,
    onSortChange,
    onResend,
  } = props;
  const sortStatus: DataTableSortStatus<AdminEmail> = { columnAccessor: 'created_at', direction: sortDir };
  return (
    <DataTable<AdminEmail>
      aria-label="Recent emails"
      records={emails}
      idAccessor="id"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={emails.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('emails', { capped: totalCapped })}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => onSortChange(status.direction)}
      noRecordsText="No emails match. Try another search, or set Status and Template back to All."
      columns={[
        { accessor: 'template_name', title: 'Email', render: (email) => <EmailCell email={email} /> },
        {
          accessor: 'subject',
          title: 'Subject',
          visibleMediaQuery: WIDER,
          render: (email) => (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {email.subject}
            </Text>
          ),
        },
        {
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          render: (email) => <EmailStatusBadge status={email.status} />,
        },
        {
          accessor: 'created_at',
          title: 'Sent',
          sortable: true,
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (email) => formatDateTime(email.sent_at ?? email.created_at),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          render: (email) =>
            email.can_resend ? (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconSend size={14} aria-hidden />}
                aria-label={`Resend ${email.template_name} to ${email.recipient}`}
                onClick={() => onResend(email)}
              >
                Resend
              </Button>
            ) : (
              <Text size="sm" c="gray.7">
                —
              </Text>
            ),
        },
      ]}
    />
  );
}
