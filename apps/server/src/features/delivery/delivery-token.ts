import type { DeliveryConfirmationStatus } from '@app/shared';
import { signValue, verifySignature } from '../../platform/auth/tokens';

/**
 * DESIGN.md rule 8: the emailed confirmation links carry an HMAC bound to the request AND the
 * status, so a link cannot be edited into another request or into the other answer. The prefix
 * keeps these signatures apart from every other use of the session secret.
 */
const signedValue = (requestId: number, status: DeliveryConfirmationStatus) =>
  `delivery-confirmation:${requestId}:${status}`;

export function createConfirmationToken(secret: string, requestId: number, status: DeliveryConfirmationStatus): string {
  return signValue(secret, signedValue(requestId, status));
}

export function isValidConfirmationToken(
  secret: string,
  requestId: number,
  status: DeliveryConfirmationStatus,
  token: string,
): boolean {
  return verifySignature(secret, signedValue(requestId, status), token);
}

/** The page the email links to; the page posts the status and token back to the API. */
export function confirmationLink(
  publicUrl: string,
  secret: string,
  requestId: number,
  status: DeliveryConfirmationStatus,
): string {
  const token = createConfirmationToken(secret, requestId, status);
  return `${publicUrl}/confirm-delivery/${requestId}?status=${status}&token=${token}`;
}
