import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPaymentAmount, formatTokens } from '#src/lib/format';
import { useTokenPurchasePoll } from '#src/lib/payments/use-token-purchase-poll';
import { useTokenBalance } from '#src/lib/token-balance';
import { TOKEN_CHECKOUT_MESSAGES } from '#src/components/payments/checkout-messages';
import { CheckoutStatusPanel } from '#src/components/payments/checkout-status-panel';

export interface TokenPurchaseResultProps {
  sessionId: string | null;
  nonprofitId: number;
  actions?: ReactNode;
  headingOrder?: 1 | 2;
  compact?: boolean;
}

/** The token purchase return: polls the session, then shows the tokens added and the new balance. */
export function TokenPurchaseResult({
  sessionId,
  nonprofitId,
  actions,
  headingOrder,
  compact,
}: TokenPurchaseResultProps) {
  const { state, checkAgain } = useTokenPurchasePoll(sessionId);
  const balance = useTokenBalance(nonprofitId);
  return (
    <CheckoutStatusPanel
      state={state}
      messages={TOKEN_CHECKOUT_MESSAGES}
      onCheckAgain={checkAgain}
      headingOrder={headingOrder}
      compact={compact}
      actions={actions}
      paidDetails={(status) => (
        <Paper withBorder radius="md" p="sm" w="100%" maw={360} ta="left">
          {status.tokens !== undefined && status.tokens > 0 && (
            <Group justify="space-between">
              <Text size="sm">Tokens added</Text>
              <Text size="sm" fw={700}>
                {formatTokens(status.tokens)}
              </Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text size="sm">Amount paid</Text>
            <Text size="sm" fw={600}>
              {formatPaymentAmount(status.amount_total, status.currency)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">New balance</Text>
            <Text size="sm" fw={700} aria-live="polite">
              {balance.data && !balance.isFetching ? formatTokens(balance.data.balance) : 'Updating…'}
            </Text>
          </Group>
        </Paper>
      )}
    />
  );
}
