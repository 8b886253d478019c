import { NEED_MESSAGES, needOfferAcceptedSchema, REQUEST_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { items, needOffers, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  answered,
  emailsTo,
  needsClient,
  notificationsOf,
  offerForm,
  offerRow,
  placedDonor,
  placedNonprofit,
  postedNeed,
  type NeedsClient,
} from '#test/support/needs.test-support';
import {
  client as requestsClient,
  expectLedgerConsistent,
  ledgerOf,
  requestRow,
  snapshot,
} from '#test/support/requests.test-support';

describe('needs: the nonprofit accepts or declines an offer', () => {
  let t: TestApp;
  let api: NeedsClient;
  let requests: ReturnType<typeof requestsClient>;
  let nonprofit: UserRow;
  let donor: UserRow;
  let bystanders: UserRow[];

  beforeAll(async () => {
    t = await createTestApp();
    api = needsClient(t);
    requests = requestsClient(t);
    nonprofit = await placedNonprofit(t.ctx.db, 500);
    donor = await placedDonor(t.ctx.db);
    bystanders = [
      await placedNonprofit(t.ctx.db, 100),
      await placedDonor(t.ctx.db),
      await createUser(t.ctx.db, { role: 'admin' }),
    ];
  });
  afterAll(() => t.close());

  const balance = async (who = nonprofit) => (await requests.balance(who, who.id)).json().balance as number;
  const need = async (needId: number) =>
    (await api.list(nonprofit, nonprofit.id)).json().needs.find((entry: { id: number }) => entry.id === needId);

  it('accepting makes the request approved in one go, spends the tokens once, and tells the donor', async () => {
    const event = await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Study hall' });
    const needId = await postedNeed(t, nonprofit, { quantity: 5, event_id: event.id, intended_use: 'care_of_needy' });
    const { offerId, itemId } = await answered(t, donor, needId, { quantity: 2 });
    expect(await notificationsOf(t.ctx.db, nonprofit.id)).toEqual(['need_offer_received']);
    expect(await emailsTo(t.ctx.db, nonprofit.email)).toEqual(['need_offer_received']);
    const before = await balance();

    const response = await api.accept(nonprofit, offerId);
    expect(response.statusCode).toBe(200);
    const body = needOfferAcceptedSchema.parse(response.json());
    expect(body.message).toBe(NEED_MESSAGES.offerAccepted);
    expect(body.offer).toMatchObject({ id: offerId, status: 'accepted', actions: [] });
    expect(body.request).toMatchObject({
      id: body.offer.request_id,
      item_id: itemId,
      quantity_requested: 2,
      status: 'approved',
      event_id: event.id,
      intended_use: 'care_of_needy',
      message: null,
      tokens_charged: 40,
    });
    expect(body.request.actions.map((action) => action.command)).toContain('choose-method');
    expect(body.balance.balance).toBe(before - 40);
    expect(await balance()).toBe(before - 40);
    const spends = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.requestId === body.offer.request_id);
    expect(spends.map((row) => [row.entryType, row.tokens])).toEqual([['spend', -40]]);
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);
    expect(await requestRow(t.ctx.db, body.offer.request_id!)).toMatchObject({ status: 'approved', donorId: donor.id });
    // The listing is given: nothing left, no hold.
    const [listing] = await t.ctx.db.select().from(items).where(eq(items.id, itemId));
    expect(listing).toMatchObject({ quantity: 0, status: 'approved', heldForNonprofitId: null, heldUntil: null });
    // The need counts the approved units now.
    expect(await need(needId)).toMatchObject({ quantity_fulfilled: 2, quantity_remaining: 3, status: 'open' });

    // The donor hears of the acceptance, not of a "new request" to decide; the nonprofit of its invoice.
    expect(await notificationsOf(t.ctx.db, donor.id)).toEqual(['need_offer_accepted']);
    expect(await emailsTo(t.ctx.db, donor.email)).toEqual(['need_offer_accepted']);
    expect(await notificationsOf(t.ctx.db, nonprofit.id)).toEqual(['need_offer_received', 'invoice_created']);
    for (const bystander of bystanders) expect(await notificationsOf(t.ctx.db, bystander.id)).toEqual([]);

    // A second accept is refused and spends nothing.
    const again = await api.accept(nonprofit, offerId);
    expect([again.statusCode, again.json().detail]).toEqual([400, NEED_MESSAGES.offerNotOpen]);
    expect(await balance()).toBe(before - 40);
  });

  it('not enough tokens: refused as any request is, and nothing changes (no request, the offer still waits)', async () => {
    const poor = await placedNonprofit(t.ctx.db, 10);
    const needId = await postedNeed(t, poor);
    const { offerId, itemId } = await answered(t, donor, needId, { quantity: 1 });
    const before = await snapshot(t.ctx.db, [itemId]);
    const [offerBefore] = await t.ctx.db.select().from(needOffers).where(eq(needOffers.id, offerId));
    const response = await api.accept(poor, offerId);
    expect([response.statusCode, response.json().detail]).toEqual([400, REQUEST_MESSAGES.insufficientTokens]);
    expect(await snapshot(t.ctx.db, [itemId])).toEqual(before);
    expect(await offerRow(t.ctx.db, offerId)).toEqual(offerBefore);
    const [listing] = await t.ctx.db.select().from(items).where(eq(items.id, itemId));
    expect(listing!.heldForNonprofitId).toBe(poor.id);
  });

  it('declining releases the listing to the marketplace at once and tells the donor', async () => {
    const needId = await postedNeed(t, nonprofit);
    const { offerId, itemId } = await answered(t, donor, needId);
    const response = await api.decline(nonprofit, offerId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: NEED_MESSAGES.offerDeclined,
      offer: { id: offerId, status: 'declined', actions: [] },
    });
    const [listing] = await t.ctx.db.select().from(items).where(eq(items.id, itemId));
    expect(listing).toMatchObject({ heldForNonprofitId: null, heldUntil: null, status: 'available' });
    const marketplace = await t.request({ method: 'GET', url: '/api/items?limit=60' });
    expect(marketplace.json().items.map((entry: { id: number }) => entry.id)).toContain(itemId);
    expect((await notificationsOf(t.ctx.db, donor.id)).at(-1)).toBe('need_offer_declined');
    const again = await api.decline(nonprofit, offerId);
    expect([again.statusCode, again.json().detail]).toEqual([400, NEED_MESSAGES.offerNotOpen]);
    expect((await api.accept(nonprofit, offerId)).statusCode).toBe(400);
  });

  it('closing a need declines the offers still waiting on it', async () => {
    const needId = await postedNeed(t, nonprofit);
    const { offerId, itemId } = await answered(t, donor, needId);
    expect((await api.close(nonprofit, needId)).statusCode).toBe(200);
    expect(await offerRow(t.ctx.db, offerId)).toMatchObject({ status: 'declined' });
    const [listing] = await t.ctx.db.select().from(items).where(eq(items.id, itemId));
    expect(listing!.heldForNonprofitId).toBeNull();
  });

  it('only the need’s nonprofit decides: others are refused and nothing changes', async () => {
    const needId = await postedNeed(t, nonprofit);
    const { offerId, itemId } = await answered(t, donor, needId);
    const before = await snapshot(t.ctx.db, [itemId]);
    const [otherNonprofit, otherDonor, admin] = bystanders as [UserRow, UserRow, UserRow];
    expect((await api.accept(undefined, offerId)).statusCode).toBe(401);
    expect((await api.decline(undefined, offerId)).statusCode).toBe(401);
    for (const caller of [otherNonprofit, donor, otherDonor, admin]) {
      expect((await api.accept(caller, offerId)).statusCode).toBe(403);
      expect((await api.decline(caller, offerId)).statusCode).toBe(403);
    }
    expect((await api.accept(nonprofit, 999_999)).statusCode).toBe(404);
    expect(await snapshot(t.ctx.db, [itemId])).toEqual(before);
    expect(await offerRow(t.ctx.db, offerId)).toMatchObject({ status: 'offered' });
  });

  it('the remaining quantity drops on approval only; covered, the need is filled; a later decline reopens it', async () => {
    const needId = await postedNeed(t, nonprofit, { quantity: 3 });
    const first = await answered(t, donor, needId, { quantity: 2 });
    const second = await answered(t, donor, needId, { quantity: 1 });
    const third = await answered(t, donor, needId, { quantity: 1 });
    expect(await need(needId)).toMatchObject({ quantity_fulfilled: 0, quantity_remaining: 3, status: 'open' });
    expect((await api.accept(nonprofit, first.offerId)).statusCode).toBe(200);
    expect(await need(needId)).toMatchObject({ quantity_fulfilled: 2, quantity_remaining: 1, status: 'open' });
    const covered = await api.accept(nonprofit, second.offerId);
    expect(covered.statusCode).toBe(200);
    const filled = await need(needId);
    expect(filled).toMatchObject({ quantity_fulfilled: 3, quantity_remaining: 0, status: 'filled' });
    // A filled need takes no more answers or acceptances; the waiting offer may still be declined.
    expect(filled.offers.find((offer: { id: number }) => offer.id === third.offerId).actions).toEqual(['decline']);
    const refused = await api.accept(nonprofit, third.offerId);
    expect([refused.statusCode, refused.json().detail]).toEqual([400, NEED_MESSAGES.notOpen]);
    const board = (await api.board(donor, donor.id)).json() as { needs: { id: number }[] };
    expect(board.needs.map((entry) => entry.id)).not.toContain(needId);
    expect((await api.answer(donor, needId, donor.id, offerForm())).statusCode).toBe(400);

    // The donor takes back its approval before payment (Edit Decision): the need counts it no more.
    const requestId = covered.json().request.id as number;
    expect((await requests.respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    expect(await need(needId)).toMatchObject({ quantity_fulfilled: 2, quantity_remaining: 1, status: 'open' });
    expect((await api.accept(nonprofit, third.offerId)).statusCode).toBe(200);
    expect(await need(needId)).toMatchObject({ quantity_fulfilled: 3, status: 'filled' });
  });
});
