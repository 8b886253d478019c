import type { SiteSettings } from '../marketplace-constants';

export interface InvoiceAmountsInput {
  /** Unit fair market value times quantity, in cents. */
  valueCents: number;
  /** The request's event date, if it has an event. */
  eventDate: Date | null;
  /** When the fee is charged (invoice creation, then again when checkout starts). */
  at: Date;
  /** The delivery method chosen for the request, if any; only shipping adds the logistics line. */
  deliveryMethod: string | null;
  settings: Pick<SiteSettings, 'upfront_fee_percentage' | 'post_event_fee_percentage' | 'shipping_flat_fee_cents'>;
}

export interface InvoiceAmounts {
  feePercentage: number;
  platformFeeCents: number;
  logisticsCents: number;
  totalCents: number;
}

/**
 * docs/product.md, Invoices and fees: the platform fee is upfront_fee_percentage of the value when paid on or before
 * the event date (or without an event), post_event_fee_percentage after it; plus the flat shipping
 * fee when the delivery method is shipping. Integer cents; half a cent rounds up.
 */
export function invoiceAmounts(input: InvoiceAmountsInput): InvoiceAmounts {
  const afterEvent = input.eventDate !== null && input.at.getTime() > input.eventDate.getTime();
  const feePercentage = afterEvent ? input.settings.post_event_fee_percentage : input.settings.upfront_fee_percentage;
  const platformFeeCents = Math.round((input.valueCents * feePercentage) / 100);
  const logisticsCents = input.deliveryMethod === 'shipping' ? input.settings.shipping_flat_fee_cents : 0;
  return { feePercentage, platformFeeCents, logisticsCents, totalCents: platformFeeCents + logisticsCents };
}
