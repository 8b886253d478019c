import { invoiceListSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import { approvedRequest, feeOf, liveInvoiceOf, paymentClient } from '#test/support/invoices.test-support';

const DAY_MS = 86_400_000;

describe('an issued invoice keeps the event date it was priced against', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000);
  });
  afterAll(() => t.close());

  const moveOverApi = (eventId: number, days: number) =>
    t.request({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      as: nonprofit,
      payload: {
        name: 'Moved gala',
        event_type: 'fundraising_gala',
        event_date: new Date(Date.now() + days * DAY_MS).toISOString(),
      },
    });

  it('moving the event later after it passed does not bring the upfront fee back', async () => {
    // Approved after the event: the invoice is priced at the post-event 8%.
    const { eventId, invoice } = await approvedRequest(t, donor, nonprofit, { fmvCents: 10_000, eventInDays: -2 });
    expect(invoice.pricedEventDate).not.toBeNull();
    expect(Number(invoice.feePercentage)).toBe(8);

    expect((await moveOverApi(eventId!, 30)).statusCode).toBe(200);

    const after = await liveInvoiceOf(t.ctx.db, invoice.requestId);
    expect(after.pricedEventDate!.toISOString()).toBe(invoice.pricedEventDate!.toISOString());
    // What the Payments tab shows, and what checkout charges, are still priced after the event.
    const list = invoiceListSchema.parse((await paymentClient(t).list(nonprofit, nonprofit.id)).json());
    const shown = list.payments.find((entry) => entry.id === invoice.id)!;
    expect(shown.fee_percentage).toBe(8);
    expect(shown.platform_fee).toBe(feeOf(10_000, 8));
    const started = await paymentClient(t).pay(nonprofit, invoice.id);
    expect(started.statusCode).toBe(200);
    expect((await liveInvoiceOf(t.ctx.db, invoice.requestId)).platformFeeCents).toBe(feeOf(10_000, 8));
  });

  it('moving an upcoming event changes the date new invoices are priced against, not issued ones', async () => {
    const { eventId, invoice } = await approvedRequest(t, donor, nonprofit, { fmvCents: 20_000, eventInDays: 3 });
    expect(Number(invoice.feePercentage)).toBe(5);
    expect((await moveOverApi(eventId!, 60)).statusCode).toBe(200);
    const after = await liveInvoiceOf(t.ctx.db, invoice.requestId);
    expect(after.pricedEventDate!.toISOString()).toBe(invoice.pricedEventDate!.toISOString());
    expect(after.platformFeeCents).toBe(feeOf(20_000, 5));
  });
});
