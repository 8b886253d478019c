import type { nonprofitDeliveryResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { invalidateDelivery } from './invalidate-delivery';

/**
 * POST /requests/{id}/coordinate-pickup?nonprofit_id=: the server emails the pickup
 * address and both contacts to the donor and the nonprofit.
 */
export function coordinatePickup(requestId: number, nonprofitId: number) {
  return api<z.infer<typeof nonprofitDeliveryResponseSchema>>(`/requests/${requestId}/coordinate-pickup`, {
    method: 'POST',
    query: { nonprofit_id: nonprofitId },
    body: {},
  });
}

/** The nonprofit asks for the pickup details (its `coordinate-pickup` action). */
export function useCoordinatePickup(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => coordinatePickup(requestId, nonprofitId),
    onSettled: () => invalidateDelivery(queryClient),
  });
}
