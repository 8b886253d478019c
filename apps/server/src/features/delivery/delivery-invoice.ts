import { invoiceAmounts, type DeliveryMethod } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/database/client';
import { events, invoices, type RequestRow } from '../../platform/database/schema';
import { badRequest } from '../../platform/errors';
import { getSiteSettings } from '../../platform/settings';
import { lockRequestInvoice } from '../invoices/invoices-create.service';
import { DELIVERY_REFUSALS } from './delivery.messages';

/**
 * DESIGN.md rule 5: the invoice's logistics line follows the delivery method. An unpaid invoice is
 * priced again as of now (what checkout would charge now). While a checkout is open the amount is
 * fixed at the provider, and a paid invoice cannot take or give back the shipping fee, so those
 * changes are refused; a change that leaves the logistics line alone (pickup <-> virtual) is fine.
 */
export async function repriceForMethodInTx(
  tx: Transaction,
  request: Pick<RequestRow, 'id' | 'eventId'>,
  method: DeliveryMethod,
): Promise<void> {
  const { invoice, state } = await lockRequestInvoice(tx, request.id);
  if (!invoice) return;
  if (state === 'checkout_open') throw badRequest(DELIVERY_REFUSALS.methodWhilePaying);
  if (state === 'paid') {
    if ((method === 'shipping') !== invoice.logisticsCents > 0) {
      throw badRequest(DELIVERY_REFUSALS.methodChangesPaidAmount);
    }
    return;
  }
  const [event] =
    request.eventId === null
      ? []
      : await tx.select({ eventDate: events.eventDate }).from(events).where(eq(events.id, request.eventId));
  const amounts = invoiceAmounts({
    valueCents: invoice.itemValueCents,
    eventDate: event?.eventDate ?? null,
    at: new Date(),
    deliveryMethod: method,
    settings: await getSiteSettings(tx),
  });
  await tx
    .update(invoices)
    .set({
      feePercentage: amounts.feePercentage.toFixed(2),
      platformFeeCents: amounts.platformFeeCents,
      logisticsCents: amounts.logisticsCents,
      amountCents: amounts.totalCents,
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'pending')));
}

/**
 * Mark-sent waits for the money: the invoice is paid, or there is nothing to pay (a $0 item with
 * no shipping can never be checked out, so it must not block the delivery forever).
 */
export async function isInvoiceSettledInTx(tx: Transaction, requestId: number): Promise<boolean> {
  const { invoice, state } = await lockRequestInvoice(tx, requestId);
  if (state === 'paid') return true;
  return invoice !== undefined && state === 'unpaid' && invoice.amountCents === 0;
}
