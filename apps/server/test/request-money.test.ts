import { formatCalendarDate, type NonprofitRequest, type RequestView } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordUnpaidOutcome } from '../src/features/checkouts';
import { closeCheckoutInTx } from '../src/features/donations';
import { TRANSITIONS } from '../src/features/donations/lifecycle/transitions';
import type { Effect } from '../src/features/donations/lifecycle/types';
import { approvedDelivery, deliveryParties, emailsOf, notificationsOf } from './support/delivery.test-support';
import { liveInvoiceOf, paymentClient } from './support/invoices.test-support';
import { card } from './support/payments.test-support';
import { checkoutSessions, type UserRow } from '../src/platform/database/schema';
import { createTestApp, type TestApp } from './setup/test-app';

/** The request's payment as the table moves it, the prices each method is offered at, and the due day. */
describe('a request’s money: table rows, offered prices, due day', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
  });
  afterAll(() => t?.close());

  const viewOf = async (as: UserRow, requestId: number) => {
    const response = await t.request({ method: 'GET', url: `/api/requests/${requestId}`, as });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as RequestView).request as NonprofitRequest;
  };
  const chooseMethod = (requestId: number, method: string) =>
    t.request({
      method: 'POST',
      url: `/api/requests/${requestId}/delivery-method?nonprofit_id=${nonprofit.id}`,
      as: nonprofit,
      payload: { delivery_method: method },
    });
  const invoiceShown = async (requestId: number) => {
    const list = await t.request({ method: 'GET', url: `/api/nonprofit/${nonprofit.id}/payments`, as: nonprofit });
    return (list.json().payments as Array<Record<string, number | string>>).find(
      (row) => row.request_id === requestId,
    )!;
  };

  /** Records each run of a row's effects: only runTransition runs them. */
  const seen: string[] = [];
  const restore: Array<() => void> = [];
  function watchRow(command: string) {
    const row = TRANSITIONS.find((candidate) => candidate.command === command)!;
    const probe: Effect = async (ctx) => {
      seen.push(`${command} ${ctx.request!.id} from ${ctx.state}`);
    };
    row.effects.push(probe);
    restore.push(() => row.effects.splice(row.effects.indexOf(probe), 1));
  }
  afterEach(() => {
    restore.splice(0).forEach((undo) => undo());
    seen.length = 0;
  });

  it('payment and checkout expiry are rows of the table, run by runTransition', async () => {
    const paid = TRANSITIONS.find((row) => row.command === 'paid')!;
    expect(paid).toMatchObject({ who: ['provider'], from: ['approved', 'paying'] });
    const closed = TRANSITIONS.find((row) => row.command === 'checkout-closed')!;
    expect(closed.from).toEqual(['paying', 'approved']);
    watchRow('paid');
    watchRow('checkout-closed');
    const pay = paymentClient(t);

    // A checkout that runs out: paying -> approved, and Pay is offered again.
    const lapsed = await approvedDelivery(t, donor, nonprofit);
    expect((await chooseMethod(lapsed.requestId, 'pickup')).statusCode).toBe(200);
    const opened = await pay.checkout(nonprofit, { request_ids: [lapsed.requestId] });
    const sessionId = opened.json().payment_details.session_id as string;
    expect((await viewOf(nonprofit, lapsed.requestId)).state).toBe('paying');
    await recordUnpaidOutcome(t.ctx, sessionId, 'expired', undefined, closeCheckoutInTx);
    expect(seen).toEqual([`checkout-closed ${lapsed.requestId} from paying`]);
    expect((await liveInvoiceOf(t.ctx.db, lapsed.requestId)).openSessionId).toBeNull();
    const after = await viewOf(nonprofit, lapsed.requestId);
    expect(after.state).toBe('approved');
    expect(after.actions.map((action) => action.command)).toContain('start-checkout');
    const [session] = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session!.status).toBe('expired');

    // A paid checkout: paying -> paid through the `paid` row, exactly once.
    const again = await pay.checkout(nonprofit, { request_ids: [lapsed.requestId] });
    const paidSession = again.json().payment_details.session_id as string;
    const paying = await t.request({
      method: 'POST',
      url: `/api/sandbox-checkout/${paidSession}/pay`,
      payload: card(),
    });
    expect(paying.statusCode).toBe(200);
    // Fulfilment claims the session before paying, so the row sees the checkout as closed: approved.
    expect(seen.filter((line) => line.startsWith('paid'))).toEqual([`paid ${lapsed.requestId} from approved`]);
    const now = await viewOf(nonprofit, lapsed.requestId);
    expect(now.state).toBe('paid');
    expect(now.timeline.paid_at).not.toBeNull();
    expect(now.next_step).toMatchObject({ actor: 'donor', action: 'mark-sent' });
  });

  it('offers each method at the amounts the invoice and the checkout then charge', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit, {
      fmvCents: 67_000,
      shippingOptions: ['donor_ships', 'nonprofit_pickup', 'electronic'],
    });
    const before = await viewOf(nonprofit, requestId);
    expect(before.next_step).toMatchObject({ actor: 'nonprofit', action: 'choose-method' });
    expect(before.method_options.map((option) => option.method)).toEqual(['shipping', 'pickup', 'virtual']);
    const pay = paymentClient(t);
    for (const option of before.method_options) {
      expect(option.total).toBe(option.platform_fee + option.logistics_fee);
      expect((await chooseMethod(requestId, option.method)).statusCode).toBe(200);
      const invoice = await invoiceShown(requestId);
      expect(invoice).toMatchObject({
        platform_fee: option.platform_fee,
        logistics_fee: option.logistics_fee,
        amount: option.total,
        fee_percentage: option.fee_percentage,
      });
      const shown = await viewOf(nonprofit, requestId);
      expect(shown.next_step).toEqual({ actor: 'nonprofit', action: 'pay', label: expect.stringContaining('Pay $') });
      expect(shown.actions.find((action) => action.command === 'start-checkout')?.label).toBe(shown.next_step.label);
      const checkout = await pay.checkout(nonprofit, { request_ids: [requestId] });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const details = checkout.json().payment_details;
      expect(details.amount_total).toBe(option.total);
      expect(details.lines).toEqual([
        expect.objectContaining({
          request_id: requestId,
          platform_fee: option.platform_fee,
          logistics_fee: option.logistics_fee,
          amount: option.total,
        }),
      ]);
      // Close it again so the method may change for the next round.
      await recordUnpaidOutcome(t.ctx, details.session_id, 'expired', undefined, closeCheckoutInTx);
    }
  });

  it('describes the request view and its new fields in the OpenAPI document', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json();
    expect(doc.paths['/api/requests/{request_id}']).toHaveProperty('get');
    const text = JSON.stringify(doc.paths);
    for (const field of ['next_step', 'method_options', 'due_on', 'lines', 'timeline']) expect(text).toContain(field);
    for (const state of ['paying', 'sent', 'expired']) expect(text).toContain(`"${state}"`);
  });

  it('shows the due day as one calendar date in the API, the email and the notification', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const invoice = await invoiceShown(requestId);
    const dueOn = invoice.due_on as string;
    expect(dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dueOn).toBe((invoice.due_date as string).slice(0, 10));
    const words = formatCalendarDate(dueOn);
    const emails = await emailsOf(t.ctx.db, 'invoice_created', nonprofit.email);
    expect(emails.at(-1)!.body).toContain(`Due date: ${words}`);
    const notes = await notificationsOf(t.ctx.db, [nonprofit.id], 'invoice_created');
    expect(notes.at(-1)!.message).toContain(`is due by ${words}.`);
    // Read in Chicago, the day is still the same: it is never turned into a local instant.
    expect(formatCalendarDate('2024-12-05')).toBe('December 5, 2024');
  });
});
