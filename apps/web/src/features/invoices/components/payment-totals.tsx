import type { InvoiceList } from '@app/shared';
import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconReceipt } from '@tabler/icons-react';
import { StatCard } from '#src/components/dashboard-shell/stat-card';
import { formatCents, formatNumber } from '#src/lib/format';

export interface PaymentTotalsProps {
  totals: InvoiceList['totals'];
}

/** The Payments tab's totals: money from integer cents, counts per status. */
export function PaymentTotals({ totals }: PaymentTotalsProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard
        label="Total Due"
        value={formatCents(totals.total_due)}
        icon={<IconReceipt size={20} />}
        color="orange"
      />
      <StatCard
        label="Total Paid"
        value={formatCents(totals.total_paid)}
        icon={<IconCircleCheck size={20} />}
        color="green"
        hint={`${formatNumber(totals.paid_count)} paid ${totals.paid_count === 1 ? 'invoice' : 'invoices'}`}
      />
      <StatCard
        label="Pending"
        value={formatNumber(totals.pending_count)}
        icon={<IconClock size={20} />}
        color="yellow"
      />
      <StatCard
        label="Overdue"
        value={formatNumber(totals.overdue_count)}
        icon={<IconAlertTriangle size={20} />}
        color="red"
      />
    </SimpleGrid>
  );
}
