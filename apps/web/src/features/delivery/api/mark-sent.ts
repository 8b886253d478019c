import type { donorDeliveryResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { invalidateDelivery } from './invalidate-delivery';

export type MarkSentResponse = z.infer<typeof donorDeliveryResponseSchema>;

export interface MarkSentInput {
  requestId: number;
  donorId: number;
  trackingNumber: string;
}

/**
 * POST /requests/{id}/mark-sent?donor_id= (an added call): the donor marks the item sent, with an
 * optional tracking number. The server refuses it before the invoice is paid and says why.
 */
export function markSent({ requestId, donorId, trackingNumber }: MarkSentInput): Promise<MarkSentResponse> {
  return api<MarkSentResponse>(`/requests/${requestId}/mark-sent`, {
    method: 'POST',
    query: { donor_id: donorId },
    body: { tracking_number: trackingNumber.trim() || null },
  });
}

export function useMarkSent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markSent, onSettled: () => invalidateDelivery(queryClient) });
}
