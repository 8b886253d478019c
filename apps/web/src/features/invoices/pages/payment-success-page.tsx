import type { CheckoutStatus } from '@app/shared';
import { Button, Container, Divider, Group, Paper, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { nonprofitTabPath, paths } from '#src/lib/paths';
import { INVOICE_CHECKOUT_MESSAGES } from '#src/components/payments/checkout-messages';
import { CheckoutStatusPanel } from '#src/components/payments/checkout-status-panel';
import { formatCents, formatNumber, formatPaymentAmount } from '#src/lib/format';
import { useInvoices } from '../api/get-invoices';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { usePageTitle } from '#src/lib/use-page-title';
import { useInvoiceCheckoutPoll } from '../api/use-invoice-checkout-poll';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The receipt of a paid checkout: each invoice's platform fee and logistics, as the invoice and the
 * checkout showed them, then the amount charged.
 */
function PaidReceipt({ status, nonprofitId }: { status: CheckoutStatus; nonprofitId: number | null }) {
  const invoices = useInvoices(nonprofitId ?? 0, 'all', nonprofitId !== null);
  const paid = new Set(status.request_ids ?? []);
  const lines =
    nonprofitId === null ? [] : (invoices.data?.payments ?? []).filter((invoice) => paid.has(invoice.request_id));
  return (
    <Paper withBorder radius="md" p="sm" w="100%" maw={400} ta="left" component="section" aria-label="Receipt">
      {lines.map((invoice) => (
        <div key={invoice.id}>
          <Text size="sm" fw={600} mb={2} style={{ overflowWrap: 'anywhere' }}>
            {invoice.invoice_number}: {invoice.item_title}
          </Text>
          <Line label={`Platform fee (${invoice.fee_percentage}%)`} value={formatCents(invoice.platform_fee)} />
          <Line label="Logistics" value={invoice.logistics_fee > 0 ? formatCents(invoice.logistics_fee) : 'None'} />
          <Divider my={6} />
        </div>
      ))}
      <Line label="Amount paid" value={formatPaymentAmount(status.amount_total, status.currency)} strong />
      {status.request_ids && <Line label="Requests paid" value={formatNumber(status.request_ids.length)} />}
    </Paper>
  );
}

/**
 * /payment/success: checks the invoice checkout every 2 s, at most 5 times (docs/product.md, Checkout
 * and token purchase).
 */
export function PaymentSuccessPage() {
  usePageTitle('Payment status');
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const { state, checkAgain } = useInvoiceCheckoutPoll(searchParams.get('session_id'));
  const nonprofit = user?.role === 'nonprofit';

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <CheckoutStatusPanel
          state={state}
          messages={INVOICE_CHECKOUT_MESSAGES}
          onCheckAgain={checkAgain}
          paidDetails={(status) => <PaidReceipt status={status} nonprofitId={nonprofit ? user.id : null} />}
          actions={
            <>
              {nonprofit && (
                <Button component={Link} to={nonprofitTabPath('payments')}>
                  View your payments
                </Button>
              )}
              <Button
                component={Link}
                to={state.phase === 'paid' ? paths.marketplace : paths.payment}
                variant="default"
              >
                {state.phase === 'paid' ? 'Browse the Marketplace' : 'Back to payment'}
              </Button>
            </>
          }
        />
      </Paper>
    </Container>
  );
}
