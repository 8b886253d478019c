import type { AdminTokenBalanceStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { darkText } from './token-colors';

/** Low under 10 tokens, else normal. */
export function TokenStatusBadge({ status }: { status: AdminTokenBalanceStatus }) {
  const color = status === 'low' ? 'orange' : 'teal';
  return (
    <Badge variant="light" color={color} c={darkText(color)} radius="sm" tt="none" w="max-content">
      {status === 'low' ? 'Low' : 'Normal'}
    </Badge>
  );
}
