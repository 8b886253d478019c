import { createInvoiceInTx, voidInvoiceInTx } from '#src/features/invoices';
import {
  linkInvoiceToCheckoutInTx,
  markInvoicePaidInTx,
  releaseInvoiceFromCheckoutInTx,
  repriceInvoiceInTx,
} from '#src/features/invoices';
import { subject, type Effect } from '../types';

/** Approval issues the invoice, due 7 days later (docs/product.md, "Invoices and fees"). */
export const issueInvoice: Effect = async (ctx) => {
  ctx.out.invoiceId = (await createInvoiceInTx(ctx.tx, subject(ctx))).id;
};

/** An approval withdrawn before payment: the invoice stays on record as void. */
export const voidInvoice: Effect = async (ctx) => {
  if (ctx.invoice) await voidInvoiceInTx(ctx.tx, ctx.invoice.id);
};

/**
 * The logistics line follows the delivery method: an unpaid invoice is priced again as of now
 * (what checkout would charge now). A paid one keeps its amounts (the guard allowed only changes
 * that leave the logistics line alone); an open checkout was refused by the guard.
 */
export const repriceInvoice: Effect = async (ctx) => {
  if (!ctx.invoice || ctx.payment !== 'unpaid') return;
  await repriceInvoiceInTx(ctx.tx, ctx.invoice, {
    at: new Date(),
    deliveryMethod: ctx.input.method!,
  });
};

/**
 * The invoice takes the price it was quoted and points at the checkout just opened; a checkout it
 * pointed at before is superseded, for the caller to close.
 */
export const linkToCheckout: Effect = async (ctx) => {
  const { sessionId, amounts } = ctx.input.checkout!;
  const previous = ctx.invoice!.openSessionId;
  await linkInvoiceToCheckoutInTx(ctx.tx, ctx.invoice!.id, sessionId, amounts);
  if (previous !== null && previous !== sessionId) ctx.out.supersededSessionId = previous;
};

/** The provider took the money: the invoice is paid by that checkout, exactly once (the guard saw it pending). */
export const markPaid: Effect = async (ctx) => {
  ctx.invoice = await markInvoicePaidInTx(ctx.tx, ctx.invoice!.id, ctx.input.settled!.sessionId);
  ctx.payment = 'paid';
};

/** A checkout closed unpaid (ran out, failed, or replaced): the invoice may be paid again. */
export const releaseFromCheckout: Effect = async (ctx) => {
  await releaseInvoiceFromCheckoutInTx(ctx.tx, ctx.invoice!.id, ctx.input.settled!.sessionId);
  ctx.payment = 'unpaid';
};
