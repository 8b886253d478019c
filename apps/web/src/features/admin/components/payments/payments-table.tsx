import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import { ADMIN_PAYMENT_KIND_LABELS, type AdminPayment } from '@app/shared';
import { Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { formatCents, formatDate } from '#src/lib/format';
import { PaymentStatusBadge } from './payment-status-badge';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 75em)';

export type PaymentSort = 'date' | 'amount';

export interface PaymentsTableProps {
  payments: AdminPayment[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  sortBy: PaymentSort;
  sortDir: 'asc' | 'desc';
  onPageChange: (page: number) => void;
  onSortChange: (sortBy: PaymentSort, sortDir: 'asc' | 'desc') => void;
}

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** What was paid for: the invoice number and its item, or the token bundle. */
function PaymentCell({ payment }: { payment: AdminPayment }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {payment.nonprofit_name}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {payment.invoice_number ?? ADMIN_PAYMENT_KIND_LABELS[payment.kind]} · {payment.description}
      </Text>
      <Group gap={6} hiddenFrom="sm">
        <PaymentStatusBadge status={payment.status} />
        <Text size="xs" c="gray.7">
          {formatDate(payment.date)}
        </Text>
      </Group>
    </Stack>
  );
}

/** Invoices and token purchases, paged and sorted by the server; money in dollars with two decimals. */
export function PaymentsTable(props: PaymentsTableProps) {
  const { payments, page, total, pageSize, fetching, sortBy, sortDir, onPageChange, onSortChange } = props;
  const sortStatus: DataTableSortStatus<AdminPayment> = { columnAccessor: sortBy, direction: sortDir };
  return (
    <DataTable<AdminPayment>
      aria-label="Payments"
      records={payments}
      idAccessor="key"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={payments.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('payments')}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => onSortChange(status.columnAccessor as PaymentSort, status.direction)}
      noRecordsText="No payments match. Try other dates or a wider status, or clear the search."
      columns={[
        {
          accessor: 'date',
          title: 'Date',
          sortable: true,
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (payment) => formatDate(payment.date),
        },
        { accessor: 'nonprofit_name', title: 'Payment', render: (payment) => <PaymentCell payment={payment} /> },
        {
          accessor: 'kind',
          title: 'Kind',
          noWrap: true,
          visibleMediaQuery: WIDER,
          render: (payment) => ADMIN_PAYMENT_KIND_LABELS[payment.kind],
        },
        {
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (payment) => <PaymentStatusBadge status={payment.status} />,
        },
        {
          accessor: 'fee_amount',
          title: 'Fee',
          noWrap: true,
          textAlign: 'right',
          visibleMediaQuery: WIDER,
          render: (payment) => money(payment.fee_amount),
        },
        {
          accessor: 'logistics_amount',
          title: 'Logistics',
          noWrap: true,
          textAlign: 'right',
          visibleMediaQuery: WIDER,
          render: (payment) => money(payment.logistics_amount),
        },
        {
          accessor: 'amount',
          title: 'Amount',
          sortable: true,
          noWrap: true,
          textAlign: 'right',
          render: (payment) => (
            <Text fw={600} size="sm">
              {formatCents(payment.amount)}
            </Text>
          ),
        },
        {
          accessor: 'payment_date',
          title: 'Paid on',
          noWrap: true,
          visibleMediaQuery: WIDER,
          render: (payment) => formatDate(payment.payment_date) || '—',
        },
        {
          accessor: 'due_on',
          title: 'Due',
          noWrap: true,
          visibleMediaQuery: WIDER,
          render: (payment) => formatDate(payment.due_on) || '—',
        },
      ]}
    />
  );
}
