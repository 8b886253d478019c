import type { TokenBalance } from '@app/shared';
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatTokens } from '#src/lib/format';
import { TOKEN_STORE_LINK } from '../lib/item-rules';

export interface TokenSummaryProps {
  total: number;
  balance: TokenBalance | undefined;
}

/** Live token total against the balance, with a clear warning when the balance is short. */
export function TokenSummary({ total, balance }: TokenSummaryProps) {
  const short = balance !== undefined && balance.balance < total;
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Group justify="space-between">
          <Text fw={600}>Tokens required</Text>
          <Text fw={700} aria-live="polite">
            {formatTokens(total)}
          </Text>
        </Group>
        <Group justify="space-between" mt={4}>
          <Text c="gray.7">Your balance</Text>
          <Text c="gray.7">{balance === undefined ? 'Unavailable' : formatTokens(balance.balance)}</Text>
        </Group>
        {balance !== undefined && !short && (
          <Group justify="space-between" mt={4}>
            <Text c="gray.7">Left after this</Text>
            <Text c="gray.7">{formatTokens(balance.balance - total)}</Text>
          </Group>
        )}
      </Paper>
      {short && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Not enough tokens" role="alert">
          You need {formatTokens(total - balance.balance)} more.{' '}
          <Anchor component={Link} to={TOKEN_STORE_LINK} fw={600}>
            Buy More Tokens
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
