import { NEED_MESSAGES, NEED_RULES, needOfferCreatedSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { items, needOffers, users, type UserRow } from '#src/platform/database/schema';
import { saveSiteSettings } from '#src/platform/settings';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  answered,
  AUSTIN,
  emailsTo,
  endWindow,
  needsClient,
  notificationsOf,
  offerForm,
  offerRow,
  placedDonor,
  placedNonprofit,
  postedNeed,
  tally,
  type NeedsClient,
} from '#test/support/needs.test-support';
import { client as requestsClient, item, snapshot } from '#test/support/requests.test-support';
import { releaseExpiredOffers } from './needs.release';

const DAY_MS = 86_400_000;

describe('needs: a donor answers with a listing held for the nonprofit', () => {
  let t: TestApp;
  let api: NeedsClient;
  let requests: ReturnType<typeof requestsClient>;
  let nonprofit: UserRow;
  let otherNonprofit: UserRow;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = needsClient(t);
    requests = requestsClient(t);
    nonprofit = await placedNonprofit(t.ctx.db, 500);
    otherNonprofit = await placedNonprofit(t.ctx.db, 500);
    donor = await placedDonor(t.ctx.db);
  });
  afterAll(() => t.close());

  /** The marketplace's ids as this caller sees them (the page cache on, as in production). */
  const marketplaceIds = async (as?: UserRow) => {
    const response = await t.request({ method: 'GET', url: '/api/items?limit=60', as });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: { id: number }[] }).items.map((entry) => entry.id);
  };
  const viewers = () => [undefined, otherNonprofit, nonprofit, donor];

  it('makes a listing held for the nonprofit for 7 days, and an offer of it', async () => {
    const needId = await postedNeed(t, nonprofit, { quantity: 4 });
    const started = Date.now();
    const response = await api.answer(donor, needId, donor.id, offerForm({ quantity: 3 }));
    expect(response.statusCode).toBe(201);
    const body = needOfferCreatedSchema.parse(response.json());
    expect(body.message).toBe(NEED_MESSAGES.offered(NEED_RULES.firstOfferDays));
    expect(body.offer).toMatchObject({
      need_id: needId,
      quantity: 3,
      status: 'offered',
      message: 'Happy to help the homework club.',
      tokens_required: 60,
      request_id: null,
      actions: [],
    });
    expect(body.listing).toMatchObject({ id: body.offer.item_id, title: 'Refurbished laptop', quantity: 3 });
    const until = Date.parse(body.offer.offered_until);
    expect(until - started).toBeGreaterThanOrEqual(NEED_RULES.firstOfferDays * DAY_MS - 1000);
    expect(until - started).toBeLessThan(NEED_RULES.firstOfferDays * DAY_MS + 60_000);
    const [listing] = await t.ctx.db.select().from(items).where(eq(items.id, body.offer.item_id));
    expect(listing).toMatchObject({ donorId: donor.id, heldForNonprofitId: nonprofit.id, status: 'available' });
    expect(listing!.heldUntil!.getTime()).toBe(until);
    // The remaining quantity drops only on approval, not on an answer.
    const need = (await api.list(nonprofit, nonprofit.id))
      .json()
      .needs.find((entry: { id: number }) => entry.id === needId);
    expect(need).toMatchObject({ quantity_fulfilled: 0, quantity_remaining: 4 });
    expect(need.offers.map((offer: { id: number; actions: string[] }) => [offer.id, offer.actions])).toEqual([
      [body.offer.id, ['accept', 'decline']],
    ]);
    // The donor finds it among its offers.
    const mine = (await api.offers(donor, donor.id)).json().offers as { id: number }[];
    expect(mine.map((offer) => offer.id)).toContain(body.offer.id);
  });

  it('a retried answer with the same Idempotency-Key makes one offer; admins read a donor’s offers, others not', async () => {
    const needId = await postedNeed(t, nonprofit);
    const send = () =>
      t.request({
        method: 'POST',
        url: `/api/needs/${needId}/offers?donor_id=${donor.id}`,
        payload: offerForm(),
        headers: { 'idempotency-key': `answer-${needId}` },
        as: donor,
      });
    const first = await send();
    const retry = await send();
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().offer.id).toBe(first.json().offer.id);
    const made = await t.ctx.db.select().from(needOffers).where(eq(needOffers.needId, needId));
    expect(made).toHaveLength(1);

    const admin = await createUser(t.ctx.db, { role: 'admin' });
    const asAdmin = await api.offers(admin, donor.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().offers.map((offer: { id: number }) => offer.id)).toContain(made[0]!.id);
    expect(asAdmin.json().offers.every((offer: { actions: string[] }) => offer.actions.length === 0)).toBe(true);
    for (const caller of [nonprofit, await placedDonor(t.ctx.db)]) {
      expect((await api.offers(caller, donor.id)).statusCode).toBe(403);
    }
  });

  it('when the site reviews new listings first, the answer waits for review before it can be accepted', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin' });
    await saveSiteSettings(t.ctx.db, { require_item_approval: true }, admin.id);
    try {
      const needId = await postedNeed(t, nonprofit);
      const { offerId, itemId } = await answered(t, donor, needId);
      const [listing] = await t.ctx.db.select().from(items).where(eq(items.id, itemId));
      expect(listing).toMatchObject({ status: 'pending_review', heldForNonprofitId: nonprofit.id });
      const need = (await api.list(nonprofit, nonprofit.id))
        .json()
        .needs.find((entry: { id: number }) => entry.id === needId);
      expect(need.offers[0].actions).toEqual(['decline']);
      expect((await api.accept(nonprofit, offerId)).statusCode).toBe(400);
    } finally {
      await saveSiteSettings(t.ctx.db, { require_item_approval: false }, admin.id);
    }
  });

  it('the held listing is in no one’s marketplace, even with the page cache warm', async () => {
    const needId = await postedNeed(t, nonprofit);
    // Warm every viewer's first page before the answer, so a stale cached page would show it.
    for (const viewer of viewers()) await marketplaceIds(viewer);
    const { itemId } = await answered(t, donor, needId);
    for (const viewer of viewers()) expect(await marketplaceIds(viewer)).not.toContain(itemId);
    const featured = await t.request({ method: 'GET', url: '/api/items?featured=true' });
    expect(featured.json().items.map((entry: { id: number }) => entry.id)).not.toContain(itemId);
  });

  it("another nonprofit's request for the held item is refused and changes nothing, alone or in a batch", async () => {
    const needId = await postedNeed(t, nonprofit);
    const { itemId } = await answered(t, donor, needId);
    const [held] = await t.ctx.db.select().from(items).where(eq(items.id, itemId));
    const until = held!.heldUntil!.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const other = await item(t.ctx.db, donor);
    const before = await snapshot(t.ctx.db, [itemId, other.id]);
    const single = await requests.create(otherNonprofit, otherNonprofit.id, { item_id: itemId, quantity_requested: 1 });
    expect([single.statusCode, single.json().detail]).toEqual([400, NEED_MESSAGES.heldForAnother(until)]);
    const batch = await requests.batch(otherNonprofit, otherNonprofit.id, {
      items: [
        { item_id: other.id, quantity_requested: 1 },
        { item_id: itemId, quantity_requested: 1 },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().detail).toContain(NEED_MESSAGES.heldForAnother(until));
    // The held nonprofit itself goes through the offer, never around it.
    const around = await requests.create(nonprofit, nonprofit.id, { item_id: itemId, quantity_requested: 1 });
    expect([around.statusCode, around.json().detail]).toEqual([400, NEED_MESSAGES.heldForYou]);
    expect(await snapshot(t.ctx.db, [itemId, other.id])).toEqual(before);
  });

  it('after the window the release job lists it for everyone and tells the donor', async () => {
    const needId = await postedNeed(t, nonprofit);
    for (const viewer of viewers()) await marketplaceIds(viewer);
    const { offerId, itemId } = await answered(t, donor, needId);
    expect(await releaseExpiredOffers(t.ctx)).toEqual([]);
    await endWindow(t.ctx.db, offerId);
    expect(await releaseExpiredOffers(t.ctx)).toEqual([offerId]);
    // A second run (another process) finds nothing left to release.
    expect(await releaseExpiredOffers(t.ctx)).toEqual([]);
    expect(await offerRow(t.ctx.db, offerId)).toMatchObject({ status: 'expired' });
    expect(await notificationsOf(t.ctx.db, donor.id)).toContain('need_offer_expired');
    expect(await emailsTo(t.ctx.db, donor.email)).toContain('need_offer_expired');
    const [listing] = await t.ctx.db.select().from(items).where(eq(items.id, itemId));
    expect(listing).toMatchObject({ heldForNonprofitId: null, heldUntil: null });
    for (const viewer of viewers()) expect(await marketplaceIds(viewer)).toContain(itemId);
    // Any nonprofit may request it now.
    const request = await requests.create(otherNonprofit, otherNonprofit.id, {
      item_id: itemId,
      quantity_requested: 1,
    });
    expect(request.statusCode).toBe(201);
    // The nonprofit can no longer accept it.
    const late = await api.accept(nonprofit, offerId);
    expect([late.statusCode, late.json().detail]).toEqual([400, NEED_MESSAGES.offerNotOpen]);
  });

  describe('refusals change nothing', () => {
    const unchanged = async (run: () => Promise<{ statusCode: number; json(): { detail: unknown } }>) => {
      const before = [await tally(t.ctx.db, items), await tally(t.ctx.db, needOffers)];
      const response = await run();
      expect([await tally(t.ctx.db, items), await tally(t.ctx.db, needOffers)]).toEqual(before);
      return [response.statusCode, response.json().detail];
    };

    it('more than still needed, a closed need, resale the listing does not allow, bad form', async () => {
      const needId = await postedNeed(t, nonprofit, { quantity: 2 });
      expect(await unchanged(() => api.answer(donor, needId, donor.id, offerForm({ quantity: 3 })))).toEqual([
        400,
        NEED_MESSAGES.offerTooLarge(2),
      ]);
      const resale = await postedNeed(t, nonprofit, { intended_use: 'resale' });
      expect(await unchanged(() => api.answer(donor, resale, donor.id, offerForm()))).toEqual([
        400,
        NEED_MESSAGES.resaleNotAllowed,
      ]);
      expect((await api.answer(donor, resale, donor.id, offerForm({ resale_permitted: true }))).statusCode).toBe(201);
      const [status] = await unchanged(() => api.answer(donor, needId, donor.id, offerForm({ shipping_options: [] })));
      expect(status).toBe(400);
      expect((await api.close(nonprofit, needId)).statusCode).toBe(200);
      expect(await unchanged(() => api.answer(donor, needId, donor.id, offerForm()))).toEqual([
        400,
        NEED_MESSAGES.notOpen,
      ]);
    });

    it('only the donor the query names answers: nonprofits, admins, another donor and visitors are refused', async () => {
      const needId = await postedNeed(t, nonprofit);
      const admin = await createUser(t.ctx.db, { role: 'admin' });
      expect((await unchanged(() => api.answer(undefined, needId, donor.id, offerForm())))[0]).toBe(401);
      for (const caller of [nonprofit, admin]) {
        expect((await unchanged(() => api.answer(caller, needId, donor.id, offerForm())))[0]).toBe(403);
      }
      const otherDonor = await placedDonor(t.ctx.db);
      expect((await unchanged(() => api.answer(otherDonor, needId, donor.id, offerForm())))[0]).toBe(403);
      expect((await unchanged(() => api.answer(donor, 999_999, donor.id, offerForm())))[0]).toBe(404);
    });

    it('a need outside the donor’s reach is off its board and cannot be answered', async () => {
      const far = await placedNonprofit(t.ctx.db, 0, AUSTIN);
      const farNeed = await postedNeed(t, far, { title: 'Tents far away' });
      const local = await placedDonor(t.ctx.db, { donorScope: 'local_community' });
      const board = (await api.board(local, local.id)).json() as { needs: { id: number }[] };
      expect(board.needs.map((need) => need.id)).not.toContain(farNeed);
      expect(await unchanged(() => api.answer(local, farNeed, local.id, offerForm()))).toEqual([
        403,
        NEED_MESSAGES.outOfReach,
      ]);
    });

    it('the need of a nonprofit no longer approved reads as missing', async () => {
      const suspended = await placedNonprofit(t.ctx.db, 0);
      const needId = await postedNeed(t, suspended);
      await t.ctx.db.update(users).set({ approvalStatus: 'rejected' }).where(eq(users.id, suspended.id));
      const board = (await api.board(donor, donor.id)).json() as { needs: { id: number }[] };
      expect(board.needs.map((need) => need.id)).not.toContain(needId);
      expect(await unchanged(() => api.answer(donor, needId, donor.id, offerForm()))).toEqual([
        404,
        NEED_MESSAGES.notFound,
      ]);
    });
  });
});
