import type { DonorRequest } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { useRespondToRequest, type RespondAction } from '../api/respond-to-request';

/** `first`: answering a pending request; `edit`: Edit Decision. They fail with different toasts. */
export type DecisionKind = 'first' | 'edit';

const FAILURE_TITLES: Record<DecisionKind, string> = {
  first: 'Error responding to request',
  edit: 'Error updating request status',
};

/** Approve or decline with the fixed toasts; remembers which request and action is in flight. */
export function useRequestDecision(donorId: number) {
  const mutation = useRespondToRequest(donorId);
  const [busy, setBusy] = useState<{ id: number; action: RespondAction } | null>(null);

  const respond = async (request: DonorRequest, action: RespondAction, kind: DecisionKind): Promise<boolean> => {
    setBusy({ id: request.id, action });
    try {
      const result = await mutation.mutateAsync({ requestId: request.id, donorId, action });
      notifications.show({ color: 'green', message: result.message });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: FAILURE_TITLES[kind],
        message: errorMessage(error, 'Please try again.'),
      });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const busyActionFor = (requestId: number): RespondAction | null => (busy?.id === requestId ? busy.action : null);

  return { respond, busyActionFor, isBusy: busy !== null };
}
