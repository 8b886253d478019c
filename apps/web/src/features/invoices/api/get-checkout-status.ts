import type { CheckoutStatus } from '@app/shared';
import { api } from '#src/lib/api-client';

/** GET /payments/checkout/status/{session}: the invoice checkout's status. */
export function getInvoiceCheckoutStatus(sessionId: string, signal?: AbortSignal): Promise<CheckoutStatus> {
  return api<CheckoutStatus>(`/payments/checkout/status/${encodeURIComponent(sessionId)}`, { signal });
}
