import { ACKNOWLEDGEMENT_TEXT, acknowledgementSchema, taxReportSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { donationAcknowledgements, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { approvedDelivery, deliveryClient, deliveryParties, payInvoice } from '#test/support/delivery.test-support';

describe('GET /api/requests/{id}/acknowledgement', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;
  const read = (as: UserRow | undefined, requestId: number) =>
    t.request({ method: 'GET', url: `/api/requests/${requestId}/acknowledgement`, as });

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit, admin } = await deliveryParties(t.ctx.db));
    await t.ctx.db
      .update(users)
      .set({ ein: '36-7654321', address: '5 Harbor Rd', city: 'Chicago', state: 'IL', zip: '60601' })
      .where(eq(users.id, nonprofit.id));
  });
  afterAll(() => t.close());

  it('exists once the delivery is confirmed received, not before, and states no value', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit, { quantity: 3, fmvCents: 40_000 });
    expect((await read(donor, requestId)).statusCode).toBe(404);
    await payInvoice(t, nonprofit, invoice.id);
    expect((await read(nonprofit, requestId)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(donationAcknowledgements)).toHaveLength(0);

    expect((await deliveryClient(t).confirm(nonprofit, requestId, 'status=received')).statusCode).toBe(200);

    const response = await read(donor, requestId);
    expect(response.statusCode).toBe(200);
    const letter = acknowledgementSchema.parse(response.json());
    expect(letter).toMatchObject({
      request_id: requestId,
      nonprofit: {
        name: 'Harbor Pantry',
        ein: '36-7654321',
        address: { street: '5 Harbor Rd', city: 'Chicago', state: 'IL', zip: '60601' },
      },
      donor: { name: 'Dana Donor', company_name: 'Acme Giving' },
      items: { quantity: 3 },
      statement: ACKNOWLEDGEMENT_TEXT.noGoodsOrServices,
    });
    expect(JSON.stringify(letter)).not.toMatch(/fair_market|value":|\$|400/);
    // A later profile edit does not rewrite a letter already given.
    await t.ctx.db.update(users).set({ ein: '99-9999999' }).where(eq(users.id, nonprofit.id));
    expect((await read(nonprofit, requestId)).json().nonprofit.ein).toBe('36-7654321');
    expect((await read(admin, requestId)).statusCode).toBe(200);

    // The donor's tax report says the acknowledgement exists.
    const today = new Date().toISOString().slice(0, 10);
    const report = await t.request({
      method: 'GET',
      url: `/api/donors/${donor.id}/tax-report?start_date=2020-01-01&end_date=${today}`,
      as: donor,
    });
    expect(taxReportSchema.parse(report.json()).donations[0]!.acknowledgement_recorded).toBe(true);
  });

  it('is refused to anyone but the two parties and admins', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const stranger = await createUser(t.ctx.db, { role: 'donor' });
    expect((await read(stranger, requestId)).statusCode).toBe(403);
    expect((await read(undefined, requestId)).statusCode).toBe(401);
    expect((await read(donor, 2_000_000)).statusCode).toBe(404);
  });
});
