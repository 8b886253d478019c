import { PAYMENT_MESSAGES, type checkoutStartedSchema } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';

type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export interface PayInvoiceInput {
  paymentId: number;
  nonprofitId: number;
}

/**
 * POST /payments/{paymentId}/pay: a redirect to the provider's hosted checkout, never a card form of
 * our own (docs/product.md, Payments): no card field is ever sent.
 */
export async function payInvoice(input: PayInvoiceInput): Promise<CheckoutStarted> {
  const started = await api<CheckoutStarted>(`/payments/${input.paymentId}/pay`, {
    method: 'POST',
    body: { nonprofit_id: input.nonprofitId, origin_url: window.location.origin },
    idempotencyKey: idempotencyKeyFor(input),
  });
  if (!started.url) throw new Error(PAYMENT_MESSAGES.invoicePayFailed);
  window.location.assign(started.url);
  return started;
}

export function usePayInvoice() {
  return useMutation({ mutationFn: payInvoice, retry: retryLostResponse });
}
