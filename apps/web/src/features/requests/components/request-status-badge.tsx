import type { DeclineReason, RequestState, RequestStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import {
  REQUEST_STATE_COLORS,
  REQUEST_STATE_LABELS,
  REQUEST_STATE_TEXT_COLORS,
  stateOfStatus,
} from '#src/lib/request-state-labels';

/** Where a request stands, in words and colour (lib/request-state-labels.ts). */
export function RequestStateBadge({ state }: { state: RequestState }) {
  return (
    <Badge
      color={REQUEST_STATE_COLORS[state]}
      variant="light"
      radius="sm"
      tt="none"
      c={REQUEST_STATE_TEXT_COLORS[state]}
      w="max-content"
      style={{ flexShrink: 0 }}
      data-request-state={state}
    >
      {REQUEST_STATE_LABELS[state]}
    </Badge>
  );
}

export interface RequestStatusBadgeProps {
  status: RequestStatus;
  declineReason?: DeclineReason | null;
}

/** For a line that carries only the row's status (a batch's items): shown as the state it reads as. */
export function RequestStatusBadge({ status, declineReason = null }: RequestStatusBadgeProps) {
  return <RequestStateBadge state={stateOfStatus(status, declineReason)} />;
}
