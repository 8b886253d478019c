import type { RequestState } from '@app/shared';
import { Badge } from '@mantine/core';
import { REQUEST_STATE_COLORS, REQUEST_STATE_LABELS, REQUEST_STATE_TEXT_COLORS } from '#src/lib/request-state-labels';

/** Where a request stands, in the words and colours every page uses (lib/request-state-labels.ts). */
export function RequestStateBadge({ state }: { state: RequestState }) {
  return (
    <Badge
      color={REQUEST_STATE_COLORS[state]}
      c={REQUEST_STATE_TEXT_COLORS[state]}
      variant="light"
      radius="sm"
      tt="none"
      w="max-content"
      style={{ flexShrink: 0 }}
    >
      {REQUEST_STATE_LABELS[state]}
    </Badge>
  );
}
