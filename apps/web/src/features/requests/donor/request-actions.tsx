import type { DonorRequest } from '@app/shared';
import { Button } from '@mantine/core';
import { IconCheck, IconEdit, IconMessage, IconX } from '@tabler/icons-react';
import type { RespondAction } from '../api/respond-to-request';

export interface RequestActionHandlers {
  onApprove: (request: DonorRequest) => void;
  onDecline: (request: DonorRequest) => void;
  onEditDecision: (request: DonorRequest) => void;
  onMessage: (request: DonorRequest) => void;
}

export interface RequestActionsProps extends RequestActionHandlers {
  request: DonorRequest;
  /** The action in flight for this request, if any. */
  busyAction: RespondAction | null;
  /** Offer Message on every status (the details dialog), not only on pending requests. */
  alwaysMessage?: boolean;
}

/** Pending -> Approve, Decline, Message; approved or declined -> Edit Decision. */
export function RequestActions({
  request,
  busyAction,
  alwaysMessage = false,
  onApprove,
  onDecline,
  onEditDecision,
  onMessage,
}: RequestActionsProps) {
  const title = request.item_title;
  const busy = busyAction !== null;
  const pending = request.status === 'pending';
  const decided = request.status === 'approved' || request.status === 'declined';
  // A fragment: the caller's Group lays the buttons out with its own (e.g. Details).
  return (
    <>
      {pending && (
        <>
          <Button
            size="sm"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busyAction === 'approve'}
            disabled={busy && busyAction !== 'approve'}
            onClick={() => onApprove(request)}
            aria-label={`Approve request for ${title}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            color="red"
            variant="outline"
            leftSection={<IconX size={16} aria-hidden />}
            loading={busyAction === 'decline'}
            disabled={busy && busyAction !== 'decline'}
            onClick={() => onDecline(request)}
            aria-label={`Decline request for ${title}`}
          >
            Decline
          </Button>
        </>
      )}
      {decided && (
        <Button
          size="sm"
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
          loading={busy}
          onClick={() => onEditDecision(request)}
          aria-label={`Edit decision for ${title}`}
        >
          Edit Decision
        </Button>
      )}
      {(pending || alwaysMessage) && (
        <Button
          size="sm"
          variant="default"
          leftSection={<IconMessage size={16} aria-hidden />}
          disabled={busy}
          onClick={() => onMessage(request)}
          aria-label={`Message ${request.nonprofit_name} about ${title}`}
        >
          Message
        </Button>
      )}
    </>
  );
}
