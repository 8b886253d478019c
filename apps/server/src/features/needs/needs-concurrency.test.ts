import { NEED_MESSAGES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needOffers, notifications, requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  needsClient,
  offerForm,
  placedDonor,
  placedNonprofit,
  postedNeed,
  type NeedsClient,
} from '#test/support/needs.test-support';
import { client as requestsClient, expectLedgerConsistent } from '#test/support/requests.test-support';

/**
 * docs/product.md, Needs board: answers never move what is still needed, and acceptances of one need
 * take turns under its row lock. Without that lock, twenty acceptances started together would each
 * read the need as wanting ten more and all go through (on PostgreSQL, where they truly run at once).
 */
describe('needs: quantities stay exact under 20 concurrent answers', () => {
  let t: TestApp;
  let api: NeedsClient;
  let nonprofit: UserRow;
  let donors: UserRow[];

  beforeAll(async () => {
    t = await createTestApp();
    api = needsClient(t);
    nonprofit = await placedNonprofit(t.ctx.db, 1_000);
    donors = await Promise.all(Array.from({ length: 20 }, () => placedDonor(t.ctx.db)));
  });
  afterAll(() => t.close());

  it('20 donors answer a need of 10 at once, then the nonprofit accepts all 20 at once', async () => {
    const needId = await postedNeed(t, nonprofit, { quantity: 10 });
    const answers = await Promise.all(
      donors.map((donor) => api.answer(donor, needId, donor.id, offerForm({ quantity: 1 }))),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const offers = await t.ctx.db.select().from(needOffers).where(eq(needOffers.needId, needId));
    expect(offers).toHaveLength(20);
    const listed = (await api.list(nonprofit, nonprofit.id)).json().needs[0];
    expect(listed).toMatchObject({ id: needId, quantity_fulfilled: 0, quantity_remaining: 10, status: 'open' });

    const accepts = await Promise.all(offers.map((offer) => api.accept(nonprofit, offer.id)));
    const accepted = accepts.filter((response) => response.statusCode === 200);
    const refused = accepts.filter((response) => response.statusCode !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.map((response) => [response.statusCode, response.json().detail])).toEqual(
      Array(10).fill([400, NEED_MESSAGES.notOpen]),
    );

    const after = (await api.list(nonprofit, nonprofit.id)).json().needs[0];
    expect(after).toMatchObject({ quantity_fulfilled: 10, quantity_remaining: 0, status: 'filled' });
    const approved = await t.ctx.db
      .select()
      .from(requests)
      .where(and(eq(requests.nonprofitId, nonprofit.id), eq(requests.status, 'approved')));
    expect(approved.reduce((sum, request) => sum + request.quantityRequested, 0)).toBe(10);
    const states = await t.ctx.db.select().from(needOffers).where(eq(needOffers.needId, needId));
    expect(states.filter((offer) => offer.status === 'accepted')).toHaveLength(10);
    expect(states.filter((offer) => offer.status === 'offered' && offer.requestId === null)).toHaveLength(10);

    // Ten requests of 20 tokens each, spent once each.
    const balance = await requestsClient(t).balance(nonprofit, nonprofit.id);
    expect(balance.json().balance).toBe(1_000 - 10 * 20);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(800);
    // Each accepting donor was told once; the ten others were not.
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.type, 'need_offer_accepted'));
    expect(told).toHaveLength(10);
  });
});
