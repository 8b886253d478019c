import type { RequestState } from '@app/shared';
import type { InvoiceRow, RequestRow } from '#src/platform/database/schema';
import type { InvoicePaymentState } from '#src/features/invoices';

/**
 * One word for where a request stands, from its row and its invoice's payment (docs/product.md,
 * "A request's life"). `new` is the request not yet submitted. Approved requests split by money:
 * `approved` (nothing paid: unpaid or no invoice), `paying` (a checkout is open), `paid`, and
 * `sent` once a paid item is on its way.
 */
export type DonationState = 'new' | RequestState;

/** The approved states: delivery can be arranged in each of them. */
export const APPROVED_STATES: DonationState[] = ['approved', 'paying', 'paid', 'sent'];

export function deriveState(
  request: Pick<RequestRow, 'status' | 'declineReason' | 'deliveryStatus'>,
  payment: InvoicePaymentState,
): RequestState {
  switch (request.status) {
    case 'pending':
    case 'completed':
    case 'cancelled':
      return request.status;
    case 'declined':
      return request.declineReason === 'expired' ? 'expired' : 'declined';
    case 'approved':
      if (payment === 'checkout_open') return 'paying';
      if (payment !== 'paid') return 'approved';
      return request.deliveryStatus === 'shipped' ? 'sent' : 'paid';
  }
}

/**
 * The fee is settled when the invoice is paid, or when there is nothing to pay: a $0 item with no
 * shipping can never be checked out, so it must not block the delivery forever.
 */
export function feeSettled(invoice: InvoiceRow | undefined, payment: InvoicePaymentState): boolean {
  if (payment === 'paid') return true;
  return invoice !== undefined && payment === 'unpaid' && invoice.amountCents === 0;
}
