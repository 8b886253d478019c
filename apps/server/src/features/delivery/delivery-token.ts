import { DELIVERY_CONFIRMATION_LINK_DAYS, type DeliveryConfirmationStatus } from '@app/shared';
import { signValue, verifySignature } from '#src/platform/auth/tokens';

const LINK_LIFETIME_MS = DELIVERY_CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000;

/**
 * docs/product.md, Delivery: the emailed confirmation links carry an HMAC bound to the request, the status
 * AND the time the link was issued, so a link cannot be edited into another request, into the
 * other answer, or into a later issue time. The prefix keeps these signatures apart from every
 * other use of the session secret.
 */
const signedValue = (requestId: number, status: DeliveryConfirmationStatus, issuedAtSeconds: number) =>
  `delivery-confirmation:${requestId}:${status}:${issuedAtSeconds}`;

/** Links emailed before links expired were signed without an issue time. */
const legacySignedValue = (requestId: number, status: DeliveryConfirmationStatus) =>
  `delivery-confirmation:${requestId}:${status}`;

/** `{issued at, unix seconds}.{signature}`: both parts are URL-safe as they are. */
export function createConfirmationToken(
  secret: string,
  requestId: number,
  status: DeliveryConfirmationStatus,
  issuedAt: Date = new Date(),
): string {
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  return `${seconds}.${signValue(secret, signedValue(requestId, status, seconds))}`;
}

export type ConfirmationTokenCheck = 'valid' | 'expired' | 'invalid';

/**
 * Valid for DELIVERY_CONFIRMATION_LINK_DAYS after issue. A genuine link without an issue time
 * (sent before links expired) counts as expired: its age is unknown, and the nonprofit can still
 * confirm by signing in. Only a genuine signature is ever told "expired".
 */
export function checkConfirmationToken(
  secret: string,
  requestId: number,
  status: DeliveryConfirmationStatus,
  token: string,
  now: Date = new Date(),
): ConfirmationTokenCheck {
  const match = /^(\d{1,12})\.([\w-]+)$/.exec(token);
  if (!match) return verifySignature(secret, legacySignedValue(requestId, status), token) ? 'expired' : 'invalid';
  const seconds = Number(match[1]);
  if (!verifySignature(secret, signedValue(requestId, status, seconds), match[2]!)) return 'invalid';
  return now.getTime() - seconds * 1000 > LINK_LIFETIME_MS ? 'expired' : 'valid';
}

/** The page the email links to; the page posts the status and token back to the API. */
export function confirmationLink(
  publicUrl: string,
  secret: string,
  requestId: number,
  status: DeliveryConfirmationStatus,
  issuedAt: Date = new Date(),
): string {
  const token = createConfirmationToken(secret, requestId, status, issuedAt);
  return `${publicUrl}/confirm-delivery/${requestId}?status=${status}&token=${token}`;
}
