import type { AdminPaymentTotals } from '@app/shared';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatCents } from '#src/lib/format';

const CARDS: { key: keyof AdminPaymentTotals; label: string; hint: string; color?: string }[] = [
  { key: 'total_collected', label: 'Total collected', hint: 'Fees, logistics and tokens paid' },
  { key: 'fees_collected', label: 'Fees collected', hint: 'Platform fees of paid invoices' },
  { key: 'logistics_collected', label: 'Logistics collected', hint: 'Shipping lines of paid invoices' },
  { key: 'token_sales', label: 'Token sales', hint: 'Token bundles paid' },
  { key: 'outstanding', label: 'Outstanding', hint: 'Invoices still to be paid' },
  { key: 'overdue', label: 'Overdue', hint: 'Unpaid past their due day', color: 'red.8' },
];

/** The revenue figures for whatever the filters select (all payments, not only the page shown). */
export function PaymentTotals({ totals }: { totals: AdminPaymentTotals }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {CARDS.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="sm">
          <Text size="sm" c="gray.7">
            {card.label}
          </Text>
          <Text fw={700} size="xl" c={totals[card.key] > 0 ? card.color : undefined}>
            {formatCents(totals[card.key])}
          </Text>
          <Text size="xs" c="gray.7">
            {card.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
