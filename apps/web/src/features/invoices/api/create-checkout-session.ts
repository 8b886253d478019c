import { PAYMENT_MESSAGES, type invoiceCheckoutResponseSchema } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';

type CheckoutSessionResponse = z.infer<typeof invoiceCheckoutResponseSchema>;

export interface CreateCheckoutSessionInput {
  requestIds: number[];
  userId: number;
}

/** The missing URL gets its own message, so it is told apart from a failed call. */
export class NoCheckoutUrlError extends Error {
  constructor() {
    super(PAYMENT_MESSAGES.noCheckoutUrl);
  }
}

/** POST /payments/checkout/session, then off to the hosted checkout page. */
export async function createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionResponse> {
  const response = await api<CheckoutSessionResponse>('/payments/checkout/session', {
    method: 'POST',
    body: {
      request_ids: input.requestIds,
      origin_url: window.location.origin,
      metadata: { source: 'payment_page', user_id: input.userId },
    },
    idempotencyKey: idempotencyKeyFor(input),
  });
  if (!response.url) throw new NoCheckoutUrlError();
  window.location.assign(response.url);
  return response;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession, retry: retryLostResponse });
}

/** The server's detail when it gave one, else 'Failed to create checkout session'. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof NoCheckoutUrlError) return error.message;
  if (error instanceof ApiError && error.status > 0 && error.detail) return error.message;
  return PAYMENT_MESSAGES.checkoutFailed;
}
