import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '#src/platform/live/live-bus';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import {
  approvedDelivery,
  deliveryClient,
  deliveryParties,
  emailsOf,
  notificationsOf,
  payInvoice,
  requestRow,
  systemLines,
} from '#test/support/delivery.test-support';
import { DELIVERY_REFUSALS } from '../donations/delivery-messages';

describe('POST /api/requests/{id}/mark-sent', () => {
  let t: TestApp;
  let api: ReturnType<typeof deliveryClient>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = deliveryClient(t);
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
  });
  afterAll(() => t.close());

  it('is refused until the invoice is paid, then records the shipment and emails the two signed links', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'shipping')).statusCode).toBe(200);
    const early = await api.markSent(donor, requestId, donor.id, { tracking_number: '1Z999' });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('The nonprofit has not paid the invoice for this request yet.');
    expect((await requestRow(t.ctx.db, requestId)).deliveryStatus).toBeNull();

    await payInvoice(t, nonprofit, invoice.id);
    const sent = await api.markSent(donor, requestId, donor.id, { tracking_number: ' 1Z999 ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ request: { id: requestId, status: 'approved' } });
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({
      status: 'approved',
      deliveryStatus: 'shipped',
      trackingNumber: '1Z999',
    });
    expect((await requestRow(t.ctx.db, requestId)).shippedAt).toBeInstanceOf(Date);
    expect((await systemLines(t.ctx.db, requestId)).at(-1)).toBe(
      'The donor marked the item as sent. Tracking number: 1Z999',
    );

    const [notice] = await notificationsOf(t.ctx.db, [nonprofit.id], 'item_sent');
    expect(notice!.metadata).toMatchObject({ request_id: requestId, donor_name: 'Acme Giving' });
    const [mail] = await emailsOf(t.ctx.db, 'delivery_confirmation', nonprofit.email);
    expect(mail!.body).toContain('Tracking number: 1Z999');
    const links = mail!.links.filter((link) => link.includes('/confirm-delivery/'));
    expect(links).toHaveLength(2);
    const base = `${t.ctx.config.publicUrl}/confirm-delivery/${requestId}`;
    expect(links[0]).toMatch(new RegExp(`^${base}\\?status=received&token=\\d+\\.[\\w-]{43}$`));
    expect(links[1]).toMatch(new RegExp(`^${base}\\?status=not_received&token=\\d+\\.[\\w-]{43}$`));
  });

  it('pushes the new delivery state to both parties over the live stream', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, invoice.id);
    const seen: Record<number, LiveEvent[]> = { [donor.id]: [], [nonprofit.id]: [] };
    const stops = [donor, nonprofit].map((user) =>
      t.ctx.live.subscribe(user.id, (event) => seen[user.id]!.push(event)),
    );
    try {
      expect((await api.markSent(donor, requestId, donor.id)).statusCode).toBe(200);
      const expected = {
        type: 'request',
        data: { request_id: requestId, change: 'sent', status: 'approved', delivery_status: 'shipped' },
      };
      await vi.waitFor(() => {
        expect(seen[donor.id]).toContainEqual(expected);
        expect(seen[nonprofit.id]).toContainEqual(expected);
      });
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('refuses a second mark-sent while the item is on its way', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, invoice.id);
    expect((await api.markSent(donor, requestId, donor.id)).statusCode).toBe(200);
    const again = await api.markSent(donor, requestId, donor.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This item is already marked as sent.');
    const notices = await notificationsOf(t.ctx.db, [nonprofit.id], 'item_sent');
    expect(notices.filter((notice) => notice.metadata.request_id === requestId)).toHaveLength(1);
  });

  it('only the donor of the item may mark it sent', async () => {
    const otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    await payInvoice(t, nonprofit, invoice.id);
    expect((await api.markSent(undefined, requestId, donor.id)).statusCode).toBe(401);
    expect((await api.markSent(otherDonor, requestId, otherDonor.id)).statusCode).toBe(403);
    expect((await api.markSent(otherDonor, requestId, donor.id)).statusCode).toBe(403);
    expect((await api.markSent(nonprofit, requestId, nonprofit.id)).statusCode).toBe(403);
    expect((await api.markSent(donor, 9_999_999, donor.id)).statusCode).toBe(404);
    expect((await api.markSent(donor, 99_999_999_999, donor.id)).statusCode).toBe(400);
    expect((await requestRow(t.ctx.db, requestId)).deliveryStatus).toBeNull();
  });

  it('refuses an over-long tracking number with 400', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const refused = await api.markSent(donor, requestId, donor.id, { tracking_number: 'x'.repeat(101) });
    expect(refused.statusCode).toBe(400);
  });

  it('a request with nothing to pay can be sent at once', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit, { fmvCents: 0 });
    expect(invoice.amountCents).toBe(0);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    expect((await api.markSent(donor, requestId, donor.id)).statusCode).toBe(200);
  });

  it('is refused until the nonprofit has chosen a delivery method, changing nothing', async () => {
    // Checkout already needs a method, so only a request with nothing to pay can get here without one.
    const { requestId } = await approvedDelivery(t, donor, nonprofit, { fmvCents: 0 });
    const refused = await api.markSent(donor, requestId, donor.id, { tracking_number: '1Z999' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(DELIVERY_REFUSALS.sentWithoutMethod);
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({ deliveryStatus: null, shippedAt: null });
    const notices = await notificationsOf(t.ctx.db, [nonprofit.id], 'item_sent');
    expect(notices.filter((notice) => notice.metadata.request_id === requestId)).toHaveLength(0);

    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    expect((await api.markSent(donor, requestId, donor.id)).statusCode).toBe(200);
  });
});
