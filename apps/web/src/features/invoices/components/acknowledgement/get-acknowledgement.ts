import type { Acknowledgement } from '@app/shared';
import { api } from '#src/lib/api-client';

/** GET /requests/{id}/acknowledgement: the donee's acknowledgement, recorded when the delivery was confirmed. */
export function getAcknowledgement(requestId: number): Promise<Acknowledgement> {
  return api<Acknowledgement>(`/requests/${requestId}/acknowledgement`);
}
