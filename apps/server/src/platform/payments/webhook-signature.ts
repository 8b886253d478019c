import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../errors';

/** Stripe's default: an event signed more than 5 minutes ago is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');

/**
 * A `Stripe-Signature` style header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`), so the
 * sandbox's webhooks are checked exactly as Stripe's are.
 * https://docs.stripe.com/webhooks#verify-manually
 */
export function signWebhookPayload(
  payload: string | Buffer,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Throws a 400 AppError unless one v1 signature matches the exact raw body and the timestamp is recent. */
export function verifyWebhookSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): void {
  if (!header) throw badRequest('Missing webhook signature.');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) throw badRequest('Malformed webhook signature.');

  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw badRequest('Webhook signature does not match the payload.');

  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    throw badRequest('Webhook timestamp is outside the tolerance window.');
  }
}
