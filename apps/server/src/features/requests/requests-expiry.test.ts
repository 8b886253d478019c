import type { DevEmail } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { buildJobs } from '../jobs';
import { notifications, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { expireOverdueRequests } from './requests.expiry';
import {
  client,
  expectLedgerConsistent,
  fundedNonprofit,
  item,
  itemRow,
  ledgerOf,
  makeOverdue,
  requestRow,
} from '#test/support/requests.test-support';

describe('request expiry job', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 300);
  });
  afterAll(() => t.close());

  const submit = async (itemId: number, quantity = 1) => {
    const response = await api.create(nonprofit, nonprofit.id, { item_id: itemId, quantity_requested: quantity });
    expect(response.statusCode).toBe(201);
    return response.json().request.id as number;
  };
  const balance = async () => (await api.balance(nonprofit, nonprofit.id)).json().balance as number;

  it('is registered with the scheduler, every few minutes', () => {
    const job = buildJobs(t.ctx).find((candidate) => candidate.name === 'requests.expire-overdue');
    expect(job?.intervalMs).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('declines overdue pending requests as expired, refunds them and tells the nonprofit', async () => {
    const listed = await item(t.ctx.db, donor, { title: 'Projector', quantity: 2 });
    const overdue = await submit(listed.id);
    const fresh = await submit((await item(t.ctx.db, donor)).id);
    await makeOverdue(t.ctx.db, overdue);
    const before = await balance();

    expect(await expireOverdueRequests(t.ctx)).toEqual([overdue]);
    expect(await requestRow(t.ctx.db, overdue)).toMatchObject({ status: 'declined', declineReason: 'expired' });
    expect((await requestRow(t.ctx.db, fresh)).status).toBe('pending');
    expect(await balance()).toBe(before + 20);
    expect(await itemRow(t.ctx.db, listed.id)).toMatchObject({ status: 'available', quantity: 2 });
    const rows = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.requestId === overdue);
    expect(rows.map((row) => [row.entryType, row.tokens, row.lotId])).toEqual([
      ['spend', -20, rows[0]!.lotId],
      ['refund', 20, rows[0]!.lotId],
    ]);
    const [notification] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, nonprofit.id), eq(notifications.type, 'request_expired')));
    expect(notification!.metadata).toMatchObject({ request_id: overdue });
    const mailbox = await t.request({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(nonprofit.email)}`,
      as: nonprofit,
    });
    expect((mailbox.json() as { emails: DevEmail[] }).emails[0]!.subject).toBe('Your request for Projector expired');

    const dashboard = await t.request({
      method: 'GET',
      url: `/api/dashboard/nonprofit/${nonprofit.id}/detailed`,
      as: nonprofit,
    });
    expect(dashboard.json().requests.find((entry: { id: number }) => entry.id === overdue)).toMatchObject({
      status: 'declined',
      decline_reason: 'expired',
    });
  });

  it('refunds exactly once when several runs overlap', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await submit((await item(t.ctx.db, donor)).id));
    for (const id of ids) await makeOverdue(t.ctx.db, id);
    const before = await balance();

    const runs = await Promise.all([1, 2, 3, 4].map(() => expireOverdueRequests(t.ctx)));
    expect(runs.flat().sort((a, b) => a - b)).toEqual(ids);
    expect(await expireOverdueRequests(t.ctx)).toEqual([]);
    expect(await balance()).toBe(before + 5 * 20);
    const refunds = (await ledgerOf(t.ctx.db, nonprofit.id)).filter(
      (row) => row.entryType === 'refund' && ids.includes(row.requestId!),
    );
    expect(refunds).toHaveLength(5);
    const emails = await t.request({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(nonprofit.email)}`,
      as: nonprofit,
    });
    const expiredEmails = (emails.json() as { emails: DevEmail[] }).emails.filter((email) =>
      email.subject.endsWith('expired'),
    );
    expect(expiredEmails).toHaveLength(1 + 5);
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);
  });

  it('lets the donor approve an expired request later, taking the tokens again', async () => {
    const listed = await item(t.ctx.db, donor, { quantity: 1 });
    const id = await submit(listed.id);
    await makeOverdue(t.ctx.db, id);
    await expireOverdueRequests(t.ctx);
    const before = await balance();
    const response = await api.respond(donor, id, donor.id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json().request).toMatchObject({ status: 'approved', decline_reason: null });
    expect(await balance()).toBe(before - 20);
    expect(await itemRow(t.ctx.db, listed.id)).toMatchObject({ quantity: 0, status: 'approved' });
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);
  });

  it('leaves a request decided meanwhile alone', async () => {
    const id = await submit((await item(t.ctx.db, donor)).id);
    await makeOverdue(t.ctx.db, id);
    await api.respond(donor, id, donor.id, 'approve');
    expect(await expireOverdueRequests(t.ctx)).toEqual([]);
    expect((await requestRow(t.ctx.db, id)).status).toBe('approved');
  });
});
