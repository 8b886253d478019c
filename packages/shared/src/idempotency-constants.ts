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
