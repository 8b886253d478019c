import type { AdminTokenBalanceStatus } from '@app/shared';
import { Badge } from '@mantine/core';

/** Low under 10 tokens, else normal. */
export function TokenStatusBadge({ status }: { status: AdminTokenBalanceStatus }) {
  return status === 'low' ? (
    <Badge color="orange" variant="light" c="orange.9">
      Low
    </Badge>
  ) : (
    <Badge color="teal" variant="light" c="teal.9">
      Normal
    </Badge>
  );
}
