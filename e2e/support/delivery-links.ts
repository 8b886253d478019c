import type { DeliveryConfirmationStatus } from '@app/shared';
import { createConfirmationToken } from '../../apps/server/src/features/delivery/delivery-token';
import { E2E_SESSION_SECRET } from './session-secret';

/** The page path of a genuine confirmation link, as if it had been emailed `daysAgo` days ago. */
export function confirmationPathIssued(requestId: number, status: DeliveryConfirmationStatus, daysAgo: number): string {
  const issuedAt = new Date(Date.now() - daysAgo * 86_400_000);
  const token = createConfirmationToken(E2E_SESSION_SECRET, requestId, status, issuedAt);
  return `/confirm-delivery/${requestId}?status=${status}&token=${token}`;
}
