import { z } from 'zod';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_RULES } from '../idempotency-constants';

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
