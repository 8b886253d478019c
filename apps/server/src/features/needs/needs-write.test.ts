import { NEED_MESSAGES, NEED_RULES, nonprofitNeedsSchema, REQUEST_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { needs, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  dayIn,
  needForm,
  needRow,
  needRows,
  needsClient,
  placedNonprofit,
  postedNeed,
  tally,
  type NeedsClient,
} from '#test/support/needs.test-support';

describe('needs: a nonprofit posts, lists, edits and closes its needs', () => {
  let t: TestApp;
  let api: NeedsClient;
  let nonprofit: UserRow;
  let other: UserRow;
  let pending: UserRow;
  let admin: UserRow;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = needsClient(t);
    nonprofit = await placedNonprofit(t.ctx.db, 0);
    other = await placedNonprofit(t.ctx.db, 0);
    pending = await createUser(t.ctx.db, { role: 'nonprofit' });
    admin = await createUser(t.ctx.db, { role: 'admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  it('posts a need with every field, lists it for its nonprofit and an admin, and edits it', async () => {
    const gala = await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Homework night' });
    const posted = await api.post(nonprofit, nonprofit.id, needForm({ event_id: gala.id, quantity: 12 }));
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      message: NEED_MESSAGES.posted,
      need: {
        title: 'Laptops for the homework club',
        category: 'Electronics',
        quantity: 12,
        quantity_fulfilled: 0,
        quantity_remaining: 12,
        needed_by: dayIn(30),
        event_id: gala.id,
        event_name: 'Homework night',
        intended_use: 'programs',
        status: 'open',
        nonprofit_id: nonprofit.id,
        nonprofit_city: 'Evanston',
        nonprofit_state: 'IL',
        distance_miles: null,
        actions: ['edit', 'close'],
      },
    });
    const id = posted.json().need.id as number;

    const mine = nonprofitNeedsSchema.parse((await api.list(nonprofit, nonprofit.id)).json());
    expect(mine.can_post).toBe(true);
    expect(mine.cannot_post_reason).toBeNull();
    expect(mine.needs.map((need) => [need.id, need.offers])).toEqual([[id, []]]);
    // An admin reads the same list and is offered nothing.
    const asAdmin = nonprofitNeedsSchema.parse((await api.list(admin, nonprofit.id)).json());
    expect(asAdmin.needs.map((need) => [need.id, need.actions])).toEqual([[id, []]]);

    const edited = await api.edit(
      nonprofit,
      id,
      needForm({ title: 'Laptops, 8 of them', quantity: 8, event_id: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: NEED_MESSAGES.updated,
      need: { id, title: 'Laptops, 8 of them', quantity: 8, event_id: null, event_name: null },
    });
    expect(await needRow(t.ctx.db, id)).toMatchObject({ title: 'Laptops, 8 of them', quantity: 8, eventId: null });
  });

  it('closes a need: it reads closed, offers no action and cannot be edited or closed again', async () => {
    const id = await postedNeed(t, nonprofit, { title: 'Winter coats' });
    const closed = await api.close(nonprofit, id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ message: NEED_MESSAGES.closed, need: { id, status: 'closed', actions: [] } });
    expect((await needRow(t.ctx.db, id)).closedAt).toBeInstanceOf(Date);
    const again = await api.close(nonprofit, id);
    expect([again.statusCode, again.json().detail]).toEqual([400, NEED_MESSAGES.notOpen]);
    const edit = await api.edit(nonprofit, id, needForm());
    expect([edit.statusCode, edit.json().detail]).toEqual([400, NEED_MESSAGES.notOpen]);
  });

  it('another nonprofit, a donor or an admin cannot edit or close a need: 403, nothing changed', async () => {
    const id = await postedNeed(t, nonprofit, { title: 'Board games' });
    const before = await needRow(t.ctx.db, id);
    for (const caller of [other, donor, admin]) {
      expect((await api.edit(caller, id, needForm({ title: 'Taken over' }))).statusCode).toBe(403);
      expect((await api.close(caller, id)).statusCode).toBe(403);
    }
    expect((await api.edit(undefined, id, needForm())).statusCode).toBe(401);
    expect((await api.close(nonprofit, 999_999)).statusCode).toBe(404);
    expect(await needRow(t.ctx.db, id)).toEqual(before);
    // Nor read another nonprofit's list, or post for it.
    expect((await api.list(other, nonprofit.id)).statusCode).toBe(403);
    expect((await api.post(other, nonprofit.id, needForm())).statusCode).toBe(403);
    expect((await api.post(admin, nonprofit.id, needForm())).statusCode).toBe(403);
  });

  it('a nonprofit awaiting approval cannot post, and its list says why', async () => {
    const before = await tally(t.ctx.db, needs);
    const refused = await api.post(pending, pending.id, needForm());
    expect([refused.statusCode, refused.json().detail]).toEqual([403, REQUEST_MESSAGES.pendingApproval]);
    expect(await tally(t.ctx.db, needs)).toBe(before);
    const list = (await api.list(pending, pending.id)).json();
    expect(list).toMatchObject({ can_post: false, cannot_post_reason: REQUEST_MESSAGES.pendingApproval, needs: [] });
  });

  describe('bad input is a 400 with detail, and nothing is saved', () => {
    const cases: [string, () => object, string][] = [
      ['a past needed-by day', () => needForm({ needed_by: dayIn(-1) }), NEED_MESSAGES.neededByPast],
      [
        'a day that is no day',
        () => needForm({ needed_by: '2031-02-30' }),
        'Needed-by date must be a date (YYYY-MM-DD)',
      ],
      ['quantity 0', () => needForm({ quantity: 0 }), 'Quantity must be at least 1'],
      ['an unknown event', () => needForm({ event_id: 999_999 }), 'Please choose one of your own events.'],
      ['an unknown category', () => needForm({ category: 'Spaceships' }), 'Unknown category "Spaceships"'],
      ['no intended use', () => ({ ...needForm(), intended_use: undefined }), 'Choose how the goods will be used'],
    ];
    it.each(cases)('%s', async (_label, body, detail) => {
      const before = await needRows(t.ctx.db);
      const response = await api.post(nonprofit, nonprofit.id, body());
      expect(response.statusCode).toBe(400);
      const said = response.json().detail as unknown;
      expect(typeof said === 'string' ? said : JSON.stringify(said)).toContain(detail);
      expect(await needRows(t.ctx.db)).toEqual(before);
    });

    it("someone else's event, on post and on edit", async () => {
      const theirs = await createEvent(t.ctx.db, { nonprofitId: other.id });
      const id = await postedNeed(t, nonprofit, { title: 'Art supplies' });
      const before = await needRows(t.ctx.db);
      const posted = await api.post(nonprofit, nonprofit.id, needForm({ event_id: theirs.id }));
      const edited = await api.edit(nonprofit, id, needForm({ event_id: theirs.id }));
      for (const response of [posted, edited]) {
        expect([response.statusCode, response.json().detail]).toEqual([400, 'Please choose one of your own events.']);
      }
      expect(await needRows(t.ctx.db)).toEqual(before);
    });
  });

  it('at most NEED_RULES.maxOpenNeedsPerNonprofit open needs; a closed one makes room', async () => {
    const crowded = await placedNonprofit(t.ctx.db, 0);
    const ids: number[] = [];
    for (let index = 0; index < NEED_RULES.maxOpenNeedsPerNonprofit; index += 1) {
      ids.push(await postedNeed(t, crowded, { title: `Need ${index}` }));
    }
    const refused = await api.post(crowded, crowded.id, needForm());
    expect([refused.statusCode, refused.json().detail]).toEqual([400, NEED_MESSAGES.tooManyOpen]);
    expect((await api.list(crowded, crowded.id)).json()).toMatchObject({
      can_post: false,
      cannot_post_reason: NEED_MESSAGES.tooManyOpen,
    });
    expect((await api.close(crowded, ids[0]!)).statusCode).toBe(200);
    expect((await api.post(crowded, crowded.id, needForm())).statusCode).toBe(201);
  });

  it('describes the nine calls in the OpenAPI document, with their answers', async () => {
    const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>>;
    };
    const calls: [string, string, string][] = [
      ['get', '/api/nonprofit/{id}/needs', '200'],
      ['post', '/api/nonprofit/{id}/needs', '201'],
      ['put', '/api/needs/{need_id}', '200'],
      ['post', '/api/needs/{need_id}/close', '200'],
      ['get', '/api/needs', '200'],
      ['post', '/api/needs/{need_id}/offers', '201'],
      ['get', '/api/donor/{donor_id}/need-offers', '200'],
      ['post', '/api/need-offers/{offer_id}/accept', '200'],
      ['post', '/api/need-offers/{offer_id}/decline', '200'],
    ];
    for (const [method, path, success] of calls) {
      const call = docs.paths[path]?.[method];
      expect(call?.tags, `${method} ${path}`).toEqual(['needs']);
      expect(call?.summary).toEqual(expect.any(String));
      expect(Object.keys(call?.responses ?? {})).toEqual(expect.arrayContaining([success, '400', '401', '403']));
    }
  });

  it('a need whose day has passed reads as past its date, and a later day reopens it', async () => {
    const id = await postedNeed(t, nonprofit, { title: 'Soccer balls' });
    await t.ctx.db
      .update(needs)
      .set({ neededBy: dayIn(-2) })
      .where(eq(needs.id, id));
    const listed = (await api.list(nonprofit, nonprofit.id)).json() as { needs: { id: number; status: string }[] };
    expect(listed.needs.find((need) => need.id === id)?.status).toBe('expired');
    const edited = await api.edit(nonprofit, id, needForm({ title: 'Soccer balls', needed_by: dayIn(10) }));
    expect(edited.json().need.status).toBe('open');
  });
});
