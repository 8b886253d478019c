import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { nonprofitTabPath, paths } from '#src/lib/paths';
import { INVOICE_CHECKOUT_MESSAGES } from '#src/components/payments/checkout-messages';
import { CheckoutStatusPanel } from '#src/components/payments/checkout-status-panel';
import { formatNumber, formatPaymentAmount } from '#src/lib/format';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { usePageTitle } from '#src/lib/use-page-title';
import { useInvoiceCheckoutPoll } from '../api/use-invoice-checkout-poll';

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
          paidDetails={(status) => (
            <Paper withBorder radius="md" p="sm" w="100%" maw={360} ta="left">
              <Group justify="space-between">
                <Text size="sm">Amount paid</Text>
                <Text size="sm" fw={700}>
                  {formatPaymentAmount(status.amount_total, status.currency)}
                </Text>
              </Group>
              {status.request_ids && (
                <Group justify="space-between">
                  <Text size="sm">Requests paid</Text>
                  <Text size="sm" fw={600}>
                    {formatNumber(status.request_ids.length)}
                  </Text>
                </Group>
              )}
            </Paper>
          )}
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
