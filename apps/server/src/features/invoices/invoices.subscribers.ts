import { calendarDateOf, formatCalendarDate } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { invoices, users } from '#src/platform/database/schema';
import type { EventBus } from '#src/platform/events';
import { createNotification } from '../notifications';
import { recordUnpaidOutcome } from '../checkouts';
import './invoices.events';

const subscribed = new WeakSet<EventBus>();

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
/** The due day as the API sends it (due_on), in words: never a local day of the due moment. */
const dueDayOf = (dueAt: Date) => formatCalendarDate(calendarDateOf(dueAt));

/**
 * Side effects of invoices, run once the change has committed: the invoice email and bell entry
 * (docs/product.md, "Invoices and fees"), and closing checkouts a newer one replaced (one payable checkout per invoice).
 */
export function registerInvoiceSubscribers(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer' | 'payments'>) {
  // One context may serve several app instances (tests): subscribe once per event bus.
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  // The link opens /payment with this invoice ticked, and only this one.
  const payUrlOf = (invoiceId: number) => `${ctx.config.publicUrl}/payment?invoice=${invoiceId}`;

  ctx.events.on('invoice.created', async ({ invoiceId }) => {
    const [row] = await ctx.db
      .select({ invoice: invoices, nonprofit: { email: users.email, name: users.name, org: users.organizationName } })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.nonprofitId))
      .where(eq(invoices.id, invoiceId));
    if (!row || row.invoice.status !== 'pending') return;
    const { invoice, nonprofit } = row;
    await createNotification(ctx.db, {
      userId: invoice.nonprofitId,
      type: 'invoice_created',
      title: 'New invoice',
      message: `Invoice ${invoice.invoiceNumber} for ${dollars(invoice.amountCents)} is due by ${dueDayOf(invoice.dueAt)}.`,
      metadata: { invoice_id: invoice.id, invoice_number: invoice.invoiceNumber, request_id: invoice.requestId },
    });
    await ctx.mailer.queue({
      template: 'invoice_created',
      to: nonprofit.email,
      userId: invoice.nonprofitId,
      requestId: invoice.requestId,
      vars: {
        nonprofit_name: nonprofit.org ?? nonprofit.name,
        invoice_number: invoice.invoiceNumber,
        description: invoice.description,
        amount: dollars(invoice.amountCents),
        due_date: dueDayOf(invoice.dueAt),
        pay_url: payUrlOf(invoice.id),
      },
    });
  });

  ctx.events.on('invoices.checkouts_superseded', async ({ sessionIds }) => {
    // Each separately: one provider failure (logged by the bus) must not keep the others open.
    const failures: unknown[] = [];
    for (const sessionId of sessionIds) {
      try {
        await ctx.payments.expireCheckout(sessionId);
        // Our record follows, so the replaced tab's status poll says expired at once. A payment that
        // beat the expiry is still fulfilled: fulfilment ignores this status.
        await recordUnpaidOutcome(ctx, sessionId, 'expired');
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  });
}
