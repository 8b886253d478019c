import type { nonprofitDeliveryResponseSchema } from '@app/shared';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';

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
