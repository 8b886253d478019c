import { DASHBOARD_PATH, TOKEN_RULES } from '@app/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { checkoutSessions, invoices, users } from '#src/platform/database/schema';
import type { EventBus } from '#src/platform/events';
import { createNotification } from '../notifications';
import { nonprofitNameOf } from '../requests';
import { formatAmount } from './payments.presenter';
import '../checkouts';

const subscribed = new WeakSet<EventBus>();

const dateOf = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The payment receipt (docs/product.md, "Payments"): an email and a notification once a checkout has been
 * fulfilled, sent after the commit so a mail failure never undoes the credit.
 */
export function registerPaymentNotifications(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  // One context may serve several app instances (tests): subscribe once per event bus.
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);

  ctx.events.on('payment.completed', async ({ sessionId }) => {
    const [row] = await ctx.db
      .select({ session: checkoutSessions, nonprofit: users })
      .from(checkoutSessions)
      .innerJoin(users, eq(users.id, checkoutSessions.nonprofitId))
      .where(eq(checkoutSessions.id, sessionId));
    if (!row) return;
    const { session, nonprofit } = row;
    const amount = formatAmount(session.amountCents, session.currency);
    let details: string;
    let requestId: number | null = null;
    if (session.purpose === 'token_purchase') {
      details = `${(session.tokens ?? 0).toLocaleString('en-US')} tokens were added to your balance. They expire ${TOKEN_RULES.lotLifetimeMonths} months from today.`;
    } else {
      const paid =
        session.invoiceIds.length === 0
          ? []
          : await ctx.db
              .select({
                number: invoices.invoiceNumber,
                requestId: invoices.requestId,
                fee: invoices.platformFeeCents,
                logistics: invoices.logisticsCents,
                total: invoices.amountCents,
                currency: invoices.currency,
              })
              .from(invoices)
              .where(and(inArray(invoices.id, session.invoiceIds), eq(invoices.paidSessionId, session.id)))
              .orderBy(asc(invoices.id));
      details = `Invoices paid: ${paid.map((invoice) => invoice.number).join(', ') || 'none'}`;
      // A receipt for one invoice belongs to that request's history; one for several, to none of them alone.
      if (paid.length === 1) requestId = paid[0]!.requestId;
      // The same lines as the invoice and the checkout: platform fee, logistics, total.
      for (const invoice of paid) {
        details += `\n${invoice.number}: platform fee ${formatAmount(invoice.fee, invoice.currency)}, logistics ${formatAmount(invoice.logistics, invoice.currency)}, total ${formatAmount(invoice.total, invoice.currency)}`;
      }
    }

    await createNotification(ctx.db, {
      userId: nonprofit.id,
      type: 'payment_received',
      title: 'Payment received',
      message: `We received your payment of ${amount} for ${session.description}.`,
      metadata: { session_id: session.id, purpose: session.purpose, amount_total: session.amountCents },
    });
    await ctx.mailer.queue({
      template: 'payment_receipt',
      to: nonprofit.email,
      userId: nonprofit.id,
      requestId,
      vars: {
        nonprofit_name: nonprofitNameOf(nonprofit),
        receipt_number: session.id,
        description: session.description,
        amount,
        paid_at: dateOf(session.fulfilledAt ?? new Date()),
        details,
        link: `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}`,
      },
    });
  });
}
