import type { DeliveryMethod, nonprofitDeliveryResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { coordinatePickup } from './coordinate-pickup';
import { invalidateDelivery } from './invalidate-delivery';

export type DeliveryMethodResponse = z.infer<typeof nonprofitDeliveryResponseSchema>;

export interface SetDeliveryMethodInput {
  requestId: number;
  nonprofitId: number;
  method: DeliveryMethod;
}

/**
 * POST /requests/{id}/delivery-method?nonprofit_id=. Choosing pickup also calls
 * POST /requests/{id}/coordinate-pickup, which emails the pickup details to both sides; its failure
 * is ignored, since the method itself is saved.
 */
export async function setDeliveryMethod({
  requestId,
  nonprofitId,
  method,
}: SetDeliveryMethodInput): Promise<DeliveryMethodResponse> {
  const result = await api<DeliveryMethodResponse>(`/requests/${requestId}/delivery-method`, {
    method: 'POST',
    query: { nonprofit_id: nonprofitId },
    body: { delivery_method: method },
  });
  if (method === 'pickup') await coordinatePickup(requestId, nonprofitId).catch(() => undefined);
  return result;
}

export function useSetDeliveryMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDeliveryMethod, onSettled: () => invalidateDelivery(queryClient) });
}
