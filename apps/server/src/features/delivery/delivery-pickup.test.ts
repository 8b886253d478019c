import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_REFUSALS } from './delivery.messages';
import { and, desc, eq, gt } from 'drizzle-orm';
import { emailRecords, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import {
  approvedDelivery,
  deliveryClient,
  deliveryParties,
  emailsOf,
  payInvoice,
  requestRow,
  systemLines,
} from '#test/support/delivery.test-support';

describe('POST /api/requests/{id}/coordinate-pickup', () => {
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

  it('emails both sides the pickup address and both contacts, and records it', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, invoice.id);
    const response = await api.pickup(nonprofit, requestId, nonprofit.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Pickup details were emailed to you and the donor.',
      request: { id: requestId, delivery_method: 'pickup' },
    });
    expect((await requestRow(t.ctx.db, requestId)).pickupCoordinatedAt).toBeInstanceOf(Date);
    expect((await systemLines(t.ctx.db, requestId)).at(-1)).toContain('Pickup details');

    for (const recipient of [donor, nonprofit]) {
      const [mail] = await emailsOf(t.ctx.db, 'pickup_coordination', recipient.email);
      expect(mail).toBeDefined();
      expect(mail!.body).toContain('100 Warehouse Way');
      expect(mail!.body).toContain('Chicago, IL 60606');
      expect(mail!.body).toContain(`Acme Giving (Dana Donor), ${donor.email}, 555-0111`);
      expect(mail!.body).toContain(`Harbor Pantry (Nora Nonprofit), ${nonprofit.email}, 555-0222`);
    }

    // Payment released them once by itself, the call above sent them again, and so does asking again.
    expect((await api.pickup(nonprofit, requestId, nonprofit.id)).statusCode).toBe(200);
    expect(await emailsOf(t.ctx.db, 'pickup_coordination', donor.email)).toHaveLength(3);
  });

  it('pickup finding: coordinate-pickup is refused while the invoice is unpaid, and no address or phone is sent', async () => {
    const [last] = await t.ctx.db.select({ id: emailRecords.id }).from(emailRecords).orderBy(desc(emailRecords.id));
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    const before = (await emailsOf(t.ctx.db, 'pickup_coordination')).length;
    const refused = await api.pickup(nonprofit, requestId, nonprofit.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(DELIVERY_REFUSALS.pickupNotPaid);
    expect((await requestRow(t.ctx.db, requestId)).pickupCoordinatedAt).toBeNull();
    expect(await emailsOf(t.ctx.db, 'pickup_coordination')).toHaveLength(before);
    // Nothing else the nonprofit can read names the donor's pickup address before payment.
    for (const url of [
      `/api/pending-delivery-coordinations?user_id=${nonprofit.id}`,
      `/api/dashboard/nonprofit/${nonprofit.id}/detailed`,
      `/api/notifications/${nonprofit.id}`,
      `/api/chat/conversations?user_id=${nonprofit.id}`,
    ]) {
      const response = await t.request({ method: 'GET', url, as: nonprofit });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).not.toContain('100 Warehouse Way');
      expect(response.body).not.toContain('555-0111');
    }
    const mails = await t.ctx.db
      .select()
      .from(emailRecords)
      .where(and(eq(emailRecords.recipient, nonprofit.email), gt(emailRecords.id, last?.id ?? 0)));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((mail) => mail.body.includes('100 Warehouse Way') || mail.body.includes('555-0111'))).toEqual(
      [],
    );
  });

  it('pickup finding: paying the invoice releases the pickup details chosen before payment, once', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    const before = (await emailsOf(t.ctx.db, 'pickup_coordination', nonprofit.email)).length;
    await payInvoice(t, nonprofit, invoice.id);
    expect((await requestRow(t.ctx.db, requestId)).pickupCoordinatedAt).toBeInstanceOf(Date);
    const after = await emailsOf(t.ctx.db, 'pickup_coordination', nonprofit.email);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.body).toContain('100 Warehouse Way');
  });

  it('refuses when pickup is not the chosen method', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const refused = await api.pickup(nonprofit, requestId, nonprofit.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Pickup can be coordinated only after pickup is chosen as the delivery method.');
    expect((await requestRow(t.ctx.db, requestId)).pickupCoordinatedAt).toBeNull();
  });

  it('only the owning nonprofit may ask', async () => {
    const other = await fundedNonprofit(t.ctx.db, 0);
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    expect((await api.pickup(undefined, requestId, nonprofit.id)).statusCode).toBe(401);
    expect((await api.pickup(other, requestId, other.id)).statusCode).toBe(403);
    expect((await api.pickup(donor, requestId, donor.id)).statusCode).toBe(403);
    expect((await requestRow(t.ctx.db, requestId)).pickupCoordinatedAt).toBeNull();
  });
});
