import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../factories/items';
import { createUser } from '../factories/users';
import { listInvoices } from '../features/invoices/invoices.service';
import { getTokenBalance } from '../features/tokens/tokens.balance';
import { events, items, requests, type ItemRow } from '../platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { expectLedgerConsistent } from '#test/support/requests.test-support';
import { loadDemoActivity } from './demo-activity';

describe('demo activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo nonprofit tokens, events and requests in every status, consistently', async () => {
    const db = t.ctx.db;
    const admin = await createUser(db, { role: 'admin', approvalStatus: 'approved' });
    const donor = await createUser(db, { role: 'donor' });
    const nonprofit = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved' });
    const pending = await createUser(db, { role: 'nonprofit' });
    const listed: ItemRow[] = [];
    for (let index = 0; index < 12; index += 1) {
      listed.push(
        await createItem(db, { donorId: donor.id, fmvCents: 2_000 + index * 7_500, quantity: 1 + (index % 3) }),
      );
    }
    await db.transaction((tx) => loadDemoActivity(tx, { users: { admin, donor, nonprofit, pending }, items: listed }));

    const rows = await db.select().from(requests).where(eq(requests.nonprofitId, nonprofit.id));
    const statuses = rows.map((row) => `${row.status}${row.declineReason ? `:${row.declineReason}` : ''}`).sort();
    expect(statuses).toEqual([
      'approved',
      'approved',
      'cancelled',
      'completed',
      'declined:donor',
      'declined:expired',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(new Set(rows.filter((row) => row.batchId !== null).map((row) => row.batchId)).size).toBe(1);
    // The delivered one went through the delivery confirmation.
    expect(rows.find((row) => row.status === 'completed')).toMatchObject({ deliveryStatus: 'received' });
    for (const row of rows.filter((candidate) => candidate.status === 'pending')) {
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }

    const balance = await getTokenBalance(db, nonprofit.id);
    expect(balance.balance).toBeGreaterThan(0);
    expect(balance.total_purchased).toBeGreaterThanOrEqual(250);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(balance.balance);

    const planned = await db.select().from(events).where(eq(events.nonprofitId, nonprofit.id));
    expect(planned.filter((event) => event.eventDate > new Date())).toHaveLength(2);
    expect(planned.filter((event) => event.eventDate < new Date())).toHaveLength(1);

    // Approved and completed requests took their quantity; nothing else did.
    const after = await db.select().from(items).where(eq(items.donorId, donor.id)).orderBy(asc(items.id));
    const taken = after.reduce((sum, row) => sum + row.initialQuantity - row.quantity, 0);
    expect(taken).toBe(3);

    // Every approval has its invoice: the delivered one paid, one pending, one overdue.
    const list = await listInvoices(db, nonprofit.id, 'all');
    expect(list.payments.map((invoice) => invoice.status).sort()).toEqual(['overdue', 'paid', 'pending']);
    expect(list.totals.paid_count).toBe(1);
    const paid = list.payments.find((invoice) => invoice.status === 'paid')!;
    // Paid before the coat drive, so at the upfront rate.
    expect(paid.fee_percentage).toBe(5);
    expect(paid.amount).toBe(Math.round((paid.item_value * 5) / 100));
  });
});
