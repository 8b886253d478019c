import { z } from 'zod';
import { badRequest } from '../errors';
import type { ProviderEvent } from './provider';

/** The part of a Stripe event (and of the sandbox's, which copies it) that fulfilment reads. */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z
      .object({
        id: z.string().max(255).optional(),
        object: z.string().optional(),
        payment_status: z.string().nullish(),
      })
      .passthrough(),
  }),
});

/**
 * Reduces a verified event to what fulfilment needs. `no_payment_required` counts as unpaid: every
 * session we open charges money, so it can only mean something is wrong.
 */
export function toProviderEvent(event: unknown): ProviderEvent {
  const parsed = eventShape.safeParse(event);
  if (!parsed.success) throw badRequest('Webhook payload is not a payment event.');
  const { id, type, data } = parsed.data;
  const isCheckoutSession = type.startsWith('checkout.session.') && data.object.object === 'checkout.session';
  const sessionId = isCheckoutSession ? (data.object.id ?? null) : null;
  return {
    id,
    type,
    sessionId,
    paymentStatus:
      sessionId === null || data.object.payment_status == null
        ? null
        : data.object.payment_status === 'paid'
          ? 'paid'
          : 'unpaid',
  };
}

/** The raw body as JSON, or a 400: a signed body that is not JSON is still not an event. */
export function parseEventBody(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('Webhook payload is not valid JSON.');
  }
}
