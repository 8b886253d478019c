import { createBatchResponseSchema, REQUEST_MESSAGES, type DevEmail } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { requests, type UserRow } from '#src/platform/database/schema';
import { saveSiteSettings } from '#src/platform/settings';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  client,
  expectLedgerConsistent,
  fundedNonprofit,
  item,
  itemRow,
  ledgerOf,
  snapshot,
} from '#test/support/requests.test-support';

describe('POST /api/requests/batch', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: UserRow;
  let donor: UserRow;
  let otherDonor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 100);
  });
  afterAll(() => t.close());

  it('requests several items for one event in one transaction', async () => {
    const event = await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Back to School' });
    const a = await item(t.ctx.db, donor, { title: 'Backpacks', fmvCents: 2_500, quantity: 10 });
    const b = await item(t.ctx.db, donor, { title: 'Notebooks', fmvCents: 300, quantity: 50 });
    const c = await item(t.ctx.db, otherDonor, { title: 'Projector', fmvCents: 20_000, quantity: 1 });
    const response = await api.batch(nonprofit, nonprofit.id, {
      items: [
        { item_id: a.id, quantity_requested: 4 },
        { item_id: b.id, quantity_requested: 10 },
        { item_id: c.id, quantity_requested: 1 },
      ],
      event_id: event.id,
      message: 'For 200 students',
    });
    expect(response.statusCode).toBe(201);
    const body = createBatchResponseSchema.parse(response.json());
    // 20 + 6 + 40 tokens.
    expect(body.balance).toMatchObject({ balance: 34, total_spent: 66 });
    expect(body.batch).toMatchObject({
      event_name: 'Back to School',
      description: 'For 200 students',
      total_items: 3,
      total_value: 100 + 30 + 200,
    });
    expect(body.batch.items.map((entry) => [entry.title, entry.quantity, entry.status])).toEqual([
      ['Backpacks', 4, 'pending'],
      ['Notebooks', 10, 'pending'],
      ['Projector', 1, 'pending'],
    ]);
    expect(body.requests.map((request) => request.batch_id)).toEqual(Array(3).fill(body.batch.batch_id));
    expect(body.requests.map((request) => request.tokens_charged)).toEqual([20, 6, 40]);
    for (const listed of [a, b, c]) expect((await itemRow(t.ctx.db, listed.id)).status).toBe('requested');
    // One ledger spend per request so each can be refunded on its own.
    const spends = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'spend');
    expect(new Set(spends.map((row) => row.requestId))).toEqual(new Set(body.requests.map((request) => request.id)));
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);
    const donorEmails = await t.request({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(donor.email)}`,
      as: donor,
    });
    const [email] = (donorEmails.json() as { emails: DevEmail[] }).emails;
    expect(email!.subject).toContain('Backpacks and 1 more');
    expect(email!.body).toContain('- Notebooks x 10');
  });

  it('refuses the whole batch when one line fails, changing nothing', async () => {
    const a = await item(t.ctx.db, donor, { title: 'Chairs', fmvCents: 500 });
    const b = await item(t.ctx.db, donor, { title: 'Desks', fmvCents: 500, quantity: 2 });
    const ids = [a.id, b.id];
    const send = (lines: object[]) => () => api.batch(nonprofit, nonprofit.id, { items: lines });
    const before = await snapshot(t.ctx.db, ids);
    let response = await send([
      { item_id: a.id, quantity_requested: 1 },
      { item_id: b.id, quantity_requested: 3 },
    ])();
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Desks: Only 2 available.');
    response = await send([
      { item_id: a.id, quantity_requested: 1 },
      { item_id: 999_999, quantity_requested: 1 },
    ])();
    expect(response.json().detail).toBe('One of the items: This item is no longer available.');
    response = await send([
      { item_id: a.id, quantity_requested: 1 },
      { item_id: a.id, quantity_requested: 2 },
    ])();
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Each item can be added to a batch only once.');
    response = await send([])();
    expect(response.statusCode).toBe(400);
    response = await send([{ item_id: a.id, quantity_requested: -2 }])();
    expect(response.statusCode).toBe(400);
    const expensive = await item(t.ctx.db, donor, { fmvCents: 100_000 });
    response = await send([
      { item_id: a.id, quantity_requested: 1 },
      { item_id: expensive.id, quantity_requested: 1 },
    ])();
    expect(response.json().detail).toBe(REQUEST_MESSAGES.insufficientTokens);
    expect(await snapshot(t.ctx.db, ids)).toEqual(before);
  });

  it('keeps to the live max_request_batch_size', async () => {
    const listed = await Promise.all([1, 2, 3].map(() => item(t.ctx.db, donor, { fmvCents: 100 })));
    await saveSiteSettings(t.ctx.db, { max_request_batch_size: 2 }, admin.id);
    try {
      const ids = listed.map((entry) => entry.id);
      const before = await snapshot(t.ctx.db, ids);
      const response = await api.batch(nonprofit, nonprofit.id, {
        items: ids.map((id) => ({ item_id: id, quantity_requested: 1 })),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('You can request at most 2 items at once.');
      expect(await snapshot(t.ctx.db, ids)).toEqual(before);
      const fits = await api.batch(nonprofit, nonprofit.id, {
        items: ids.slice(0, 2).map((id) => ({ item_id: id, quantity_requested: 1 })),
      });
      expect(fits.statusCode).toBe(201);
    } finally {
      await saveSiteSettings(t.ctx.db, { max_request_batch_size: 50 }, admin.id);
    }
  });

  it('refuses the same callers as a single request', async () => {
    const listed = await item(t.ctx.db, donor);
    const body = { items: [{ item_id: listed.id, quantity_requested: 1 }] };
    expect((await api.batch(undefined, nonprofit.id, body)).json().detail).toBe(REQUEST_MESSAGES.notLoggedIn);
    expect((await api.batch(donor, donor.id, body)).json().detail).toBe(REQUEST_MESSAGES.notNonprofit);
    const pending = await fundedNonprofit(t.ctx.db, 10, { approvalStatus: 'pending' });
    const refused = await api.batch(pending, pending.id, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(REQUEST_MESSAGES.pendingApproval);
    expect((await api.batch(nonprofit, pending.id, body)).statusCode).toBe(403);
    const count = await t.ctx.db.select().from(requests).where(eq(requests.itemId, listed.id));
    expect(count).toHaveLength(0);
  });
});
