import { invoiceAmounts, type CheckoutLine } from '@app/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { invoices, requests, type CheckoutSessionRow } from '#src/platform/database/schema';
import { badRequest, forbidden, notFound } from '#src/platform/errors';
import { getSiteSettings } from '#src/platform/settings';
import { openCheckout } from '../checkouts';
import { checkCheckoutInTx, linkCheckoutInTx, type CheckoutLink } from '../donations';
import { INVOICE_REFUSALS } from './invoice-checkout.messages';

const SUCCESS_PATH = '/payment/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_PATH = '/payment/cancel';

/** Which invoices to pay: the requests ticked on /payment, or one invoice's Pay Now. */
export type CheckoutTarget = { requestIds: number[] } | { invoiceId: number };

interface Quote {
  requestId: number;
  invoiceId: number;
  invoiceNumber: string;
  description: string;
  checkout: Omit<CheckoutLink, 'sessionId'>;
}

/** Pay Now names an invoice: it must be the caller's own and not void; the rest is the request's. */
async function requestOfInvoice(db: Queryable, nonprofitId: number, invoiceId: number): Promise<number> {
  const [invoice] = await db
    .select({ requestId: invoices.requestId, nonprofitId: invoices.nonprofitId, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status === 'void') throw notFound(INVOICE_REFUSALS.invoiceNotFound);
  if (invoice.nonprofitId !== nonprofitId) throw forbidden(INVOICE_REFUSALS.otherAccount);
  return invoice.requestId;
}

/** Each request's live invoice priced as of now, for the delivery method the request has. */
async function quote(db: Queryable, requestIds: number[], now: Date): Promise<Quote[]> {
  const settings = await getSiteSettings(db);
  const rows = await db
    .select({ invoice: invoices, deliveryMethod: requests.deliveryMethod })
    .from(requests)
    .innerJoin(invoices, and(eq(invoices.requestId, requests.id), ne(invoices.status, 'void')))
    .where(inArray(requests.id, requestIds))
    .orderBy(asc(requests.id));
  return rows.map(({ invoice, deliveryMethod }) => ({
    requestId: invoice.requestId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    description: invoice.description,
    checkout: {
      deliveryMethod: deliveryMethod!,
      // The event date recorded when the invoice was issued: moving the event never lowers the fee.
      amounts: invoiceAmounts({
        valueCents: invoice.itemValueCents,
        eventDate: invoice.pricedEventDate,
        at: now,
        deliveryMethod,
        settings,
      }),
    },
  }));
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The invoice's lines, as its invoice shows them: "platform fee 5% $8.50 + logistics $25.00". */
function linesText({ checkout: { amounts } }: Quote): string {
  const fee = `platform fee ${amounts.feePercentage}% ${usd(amounts.platformFeeCents)}`;
  return amounts.logisticsCents > 0 ? `${fee} + logistics ${usd(amounts.logisticsCents)}` : fee;
}

function checkoutDescription(quotes: Quote[]): string {
  if (quotes.length === 1) {
    const text = `${quotes[0]!.invoiceNumber}: ${quotes[0]!.description} (${linesText(quotes[0]!)})`;
    return text.length <= 200 ? text : `${text.slice(0, 197)}...`;
  }
  const text = `${quotes.length} invoices: ${quotes.map((line) => line.invoiceNumber).join(', ')}`;
  return text.length <= 200 ? text : `${text.slice(0, 197)}...`;
}

/**
 * POST /payments/checkout/session and Pay Now (docs/product.md, "Invoices and fees"): prices the
 * invoices again as of now, opens ONE checkout for their total, and points the invoices at it.
 * Whether each request may be paid is the lifecycle's `start-checkout`. The provider call cannot
 * sit inside a transaction, so the command runs twice: asked before the call (a refusal changes
 * nothing and opens nothing), then taken after it under lock, where a request that changed
 * meanwhile refuses and the checkout just opened is closed. Older open checkouts are closed too.
 */
export interface StartedCheckout {
  session: CheckoutSessionRow;
  /** What it charges for each invoice: the lines the invoice now shows too. */
  lines: CheckoutLine[];
}

export async function startInvoiceCheckout(
  ctx: AppContext,
  nonprofit: { id: number; email: string },
  target: CheckoutTarget,
): Promise<StartedCheckout> {
  const requestIds =
    'invoiceId' in target
      ? [await requestOfInvoice(ctx.db, nonprofit.id, target.invoiceId)]
      : [...new Set(target.requestIds)].sort((a, b) => a - b);
  if (requestIds.length === 0) throw badRequest(INVOICE_REFUSALS.selectAtLeastOne);

  const quotes = await ctx.db.transaction(async (tx) => {
    await checkCheckoutInTx(tx, nonprofit.id, requestIds);
    return quote(tx, requestIds, new Date());
  });
  const total = quotes.reduce((sum, line) => sum + line.checkout.amounts.totalCents, 0);
  if (total <= 0) throw badRequest(INVOICE_REFUSALS.nothingToPay);

  const session = await openCheckout(ctx, {
    purpose: 'invoices',
    nonprofitId: nonprofit.id,
    amountCents: total,
    description: checkoutDescription(quotes),
    successPath: SUCCESS_PATH,
    cancelPath: CANCEL_PATH,
    invoiceIds: quotes.map((line) => line.invoiceId),
    requestIds: quotes.map((line) => line.requestId),
    customerEmail: nonprofit.email,
  });

  let superseded: string[];
  try {
    superseded = await ctx.db.transaction((tx) =>
      linkCheckoutInTx(
        tx,
        nonprofit.id,
        quotes.map((line) => ({
          requestId: line.requestId,
          invoiceId: line.invoiceId,
          checkout: { ...line.checkout, sessionId: session.id },
        })),
      ),
    );
  } catch (error) {
    await ctx.events.emit('invoices.checkouts_superseded', { sessionIds: [session.id] });
    throw error;
  }
  if (superseded.length > 0) await ctx.events.emit('invoices.checkouts_superseded', { sessionIds: superseded });
  const lines = quotes.map(({ invoiceId, requestId, checkout: { amounts } }) => ({
    invoice_id: invoiceId,
    request_id: requestId,
    fee_percentage: amounts.feePercentage,
    platform_fee: amounts.platformFeeCents,
    logistics_fee: amounts.logisticsCents,
    amount: amounts.totalCents,
  }));
  return { session, lines };
}
