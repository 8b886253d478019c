import { z } from 'zod';

/** Stripe-style retries of writes that take tokens or open a checkout. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_RULES = {
  maxKeyLength: 255,
  /** A key is remembered this long; afterwards the same key starts a new submission. */
  keptHours: 24,
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_RULES.maxKeyLength} printable ASCII characters.`,
  reusedForOtherRequest: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Send a new key with each new submission.`,
  inProgress: `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed. Please wait a moment and try again.`,
} as const;

export const idempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^[\\x20-\\x7E]{1,${IDEMPOTENCY_RULES.maxKeyLength}}$`), IDEMPOTENCY_MESSAGES.invalidKey);

/**
 * The optional header on those writes. Loose: Fastify replaces request.headers with the validated
 * value, and every other header (cookie, origin) must survive.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe(
      `Optional, 1-${IDEMPOTENCY_RULES.maxKeyLength} printable ASCII characters, one fresh value per submission (a UUID). A retry with the same key and the same body replays the first answer (header Idempotent-Replayed: true) instead of doing the work again; the same key with another body is refused (422), and while the first is still running a retry gets 409. Keys are kept ${IDEMPOTENCY_RULES.keptHours} hours.`,
    ),
});
