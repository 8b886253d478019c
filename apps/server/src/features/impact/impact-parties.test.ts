import { donorImpactSchema, IMPACT_MONTHS, nonprofitImpactSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { approvedDelivery, deliveryParties } from '#test/support/delivery.test-support';
import { fundedNonprofit } from '#test/support/requests.test-support';
import { completedDonation } from '#test/support/tax-report.test-support';

const DAY_MS = 86_400_000;
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

describe('impact figures of a nonprofit and a donor', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;
  let second: UserRow;
  const now = new Date();
  const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
    second = await fundedNonprofit(t.ctx.db, 5000);
    await completedDonation(t, donor, nonprofit, new Date(Date.now() - DAY_MS), { fmvCents: 10_000, quantity: 2 });
    await completedDonation(t, donor, second, twoMonthsAgo, { fmvCents: 5_000, quantity: 1 });
    // Approved, still in delivery: reported apart, never added in.
    await approvedDelivery(t, donor, nonprofit, { fmvCents: 70_000, quantity: 1 });
  });
  afterAll(() => t.close());

  it("counts the donor's donations confirmed received, with what is in delivery apart", async () => {
    const response = await t.request({ method: 'GET', url: `/api/donors/${donor.id}/impact?tz=UTC`, as: donor });
    expect(response.statusCode).toBe(200);
    const body = donorImpactSchema.parse(response.json());
    expect(body).toMatchObject({
      total_items_donated: 3,
      nonprofits_helped: 2,
      total_value_donated: 250,
      total_donations: 2,
      in_delivery: { requests: 1, items: 1, value: 700 },
      time_zone: 'UTC',
    });
    expect(body.monthly).toHaveLength(IMPACT_MONTHS);
    expect(body.monthly.at(-1)!.month).toBe(monthOf(now));
    const byMonth = new Map(body.monthly.map((entry) => [entry.month, entry.value_donated]));
    expect(byMonth.get(monthOf(twoMonthsAgo))).toBe(50);
    expect(body.monthly.reduce((sum, entry) => sum + entry.value_donated, 0)).toBe(250);
  });

  it("counts the nonprofit's donations received and donors partnered", async () => {
    const response = await t.request({ method: 'GET', url: `/api/nonprofit/${nonprofit.id}/impact`, as: nonprofit });
    expect(response.statusCode).toBe(200);
    const body = nonprofitImpactSchema.parse(response.json());
    expect(body).toMatchObject({
      total_donations_received: 1,
      items_received: 2,
      donors_partnered: 1,
      total_value_received: 200,
      in_delivery: { requests: 1, items: 1, value: 700 },
    });
    expect(body.monthly.reduce((sum, entry) => sum + entry.value_received, 0)).toBe(200);
  });

  it('answers the account itself and admins only', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    const get = (as: UserRow | undefined, url: string) => t.request({ method: 'GET', url, as });
    expect((await get(second, `/api/nonprofit/${nonprofit.id}/impact`)).statusCode).toBe(403);
    expect((await get(nonprofit, `/api/donors/${donor.id}/impact`)).statusCode).toBe(403);
    expect((await get(undefined, `/api/donors/${donor.id}/impact`)).statusCode).toBe(401);
    expect((await get(admin, `/api/donors/${donor.id}/impact`)).statusCode).toBe(200);
    expect((await get(donor, `/api/donors/${donor.id}/impact?tz=Nowhere/Atlantis`)).statusCode).toBe(400);
  });
});
