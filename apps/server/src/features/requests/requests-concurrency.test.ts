import { REQUEST_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { expireOverdueRequests } from './requests.expiry';
import {
  client,
  expectLedgerConsistent,
  fundedNonprofit,
  grant,
  item,
  itemRow,
  ledgerOf,
  makeOverdue,
} from '#test/support/requests.test-support';

/**
 * Proofs that simultaneous calls cannot overspend tokens or over-allocate items. On PostgreSQL the
 * calls run on separate pooled connections at the same time; on PGlite they interleave.
 */
describe('requests under concurrency', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  it('lets exactly as many parallel requests through as the balance covers', async () => {
    // Two lots so spends also cross lot boundaries: 60 tokens = three requests of 20.
    const nonprofit = await fundedNonprofit(t.ctx.db, 35);
    await grant(t.ctx.db, nonprofit.id, 25, 'Second purchase');
    await t.sessionFor(nonprofit);
    const listed = await Promise.all(Array.from({ length: 10 }, () => item(t.ctx.db, donor)));

    const responses = await Promise.all(
      listed.map((entry) => api.create(nonprofit, nonprofit.id, { item_id: entry.id, quantity_requested: 1 })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
      expect(response.json().detail).toBe(REQUEST_MESSAGES.insufficientTokens);
    }
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(0);
    const made = await t.ctx.db.select().from(requests).where(eq(requests.nonprofitId, nonprofit.id));
    expect(made).toHaveLength(3);
    const balance = (await api.balance(nonprofit, nonprofit.id)).json();
    expect(balance).toMatchObject({ balance: 0, total_spent: 60 });
  });

  it('never over-allocates an item when many approvals arrive at once', async () => {
    const listed = await item(t.ctx.db, donor, { quantity: 5 });
    const nonprofits = await Promise.all(Array.from({ length: 6 }, () => fundedNonprofit(t.ctx.db, 100)));
    const ids: number[] = [];
    for (const nonprofit of nonprofits) {
      const response = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 2 });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().request.id);
    }
    await t.sessionFor(donor);

    const responses = await Promise.all(ids.map((id) => api.respond(donor, id, donor.id, 'approve')));
    const approved = responses.filter((response) => response.statusCode === 200);
    expect(approved).toHaveLength(2);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Not enough quantity left to approve this request.');
    }
    const after = await itemRow(t.ctx.db, listed.id);
    expect(after.quantity).toBe(1);
    expect(after.status).toBe('requested');
    const rows = await t.ctx.db.select().from(requests).where(eq(requests.itemId, listed.id));
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(4);
  });

  it('decides a request once when approve and decline race', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 100);
    const listed = await item(t.ctx.db, donor, { quantity: 3 });
    const created = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    const id = created.json().request.id as number;

    const responses = await Promise.all([
      api.respond(donor, id, donor.id, 'decline'),
      api.respond(donor, id, donor.id, 'decline'),
      api.respond(donor, id, donor.id, 'decline'),
      api.cancel(nonprofit, id, nonprofit.id),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refunds = (await ledgerOf(t.ctx.db, nonprofit.id)).filter(
      (row) => row.entryType === 'refund' && row.requestId === id,
    );
    expect(refunds).toHaveLength(1);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(100);
    expect((await itemRow(t.ctx.db, listed.id)).quantity).toBe(3);
  });

  it('refunds once when the expiry job races a cancellation and another job run', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 100);
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const listed = await item(t.ctx.db, donor);
      const response = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
      ids.push(response.json().request.id);
    }
    for (const id of ids) await makeOverdue(t.ctx.db, id);

    await Promise.all([
      expireOverdueRequests(t.ctx),
      expireOverdueRequests(t.ctx),
      ...ids.map((id) => api.cancel(nonprofit, id, nonprofit.id)),
    ]);
    const rows = await t.ctx.db.select().from(requests).where(eq(requests.nonprofitId, nonprofit.id));
    for (const row of rows) expect(['declined', 'cancelled']).toContain(row.status);
    const refunds = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'refund');
    expect(refunds).toHaveLength(4);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(100);
  });
});
