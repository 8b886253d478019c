import {
  ADMIN_ACCESS_DENIED,
  ADMIN_TOKEN_MESSAGES,
  adminTokenAdjustResponseSchema,
  adminTokenBalancesPageSchema,
  adminTokenOverviewResponseSchema,
  adminTokenRevenueSchema,
  adminTokenTransactionsPageSchema,
} from '@app/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { fulfilPaidCheckout } from '#src/features/payments/fulfilment';
import { expireOldLots } from '#src/features/tokens/tokens.expiry';
import { auditLog, emailRecords, notifications, tokenLots, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { paymentsClient } from '#test/support/payments.test-support';
import {
  client,
  expectLedgerConsistent,
  fundedNonprofit,
  grant,
  item,
  ledgerOf,
  lotsOf,
  snapshot,
} from '#test/support/requests.test-support';

const DAY_MS = 86_400_000;

describe('admin: tokens', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  /** Harbor Pantry: 20 bought here, 100 through a paid starter bundle. */
  let harbor: UserRow;
  /** Lakeside Shelter: 100 bought; one request pending (20 spent), one declined (20 spent, 20 refunded). */
  let lakeside: UserRow;
  /** Cedar Library: 30 expired, 8 expiring in 10 days. */
  let cedar: UserRow;
  /** Dune Relief: approved, never bought. */
  let dune: UserRow;
  let declinedRequestId: number;

  /** null: anonymous. */
  const get = (path: string, as: UserRow | null = admin) =>
    t.request({ method: 'GET', url: `/api/admin/tokens/${path}`, as: as ?? undefined });
  const adjust = (payload: object, as: UserRow | null = admin) =>
    t.request({ method: 'POST', url: '/api/admin/tokens/adjust', payload, as: as ?? undefined });
  const audits = (nonprofitId: number) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adjust_tokens'), eq(auditLog.targetId, String(nonprofitId))));
  const tally = async (table: typeof auditLog) => (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    admin = await createUser(db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(db, { role: 'donor' });
    harbor = await fundedNonprofit(db, 20, { organizationName: 'Harbor Pantry' });
    lakeside = await fundedNonprofit(db, 100, { organizationName: 'Lakeside Shelter' });
    cedar = await fundedNonprofit(db, 30, { organizationName: 'Cedar Library' });
    dune = await fundedNonprofit(db, 0, { organizationName: 'Dune Relief' });
    // A nonprofit still waiting for approval: listed with its balance, but no alert.
    await createUser(db, { role: 'nonprofit', organizationName: 'Waiting Room' });

    const api = client(t);
    for (const decline of [false, true]) {
      const listed = await item(db, donor);
      const created = await api.create(lakeside, lakeside.id, { item_id: listed.id, quantity_requested: 1 });
      expect(created.statusCode).toBe(201);
      if (decline) {
        declinedRequestId = created.json().request.id as number;
        expect((await api.respond(donor, declinedRequestId, donor.id, 'decline')).statusCode).toBe(200);
      }
    }
    await db
      .update(tokenLots)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(tokenLots.nonprofitId, cedar.id));
    await expireOldLots(db);
    const soon = await grant(db, cedar.id, 8);
    await db
      .update(tokenLots)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY_MS) })
      .where(eq(tokenLots.id, soon.id));

    const bought = await paymentsClient(t).buy(harbor, 'starter');
    await fulfilPaidCheckout(t.ctx, bought.session_id);
    await paymentsClient(t).buy(harbor, 'small');
  });
  afterAll(() => t.close());

  it('answers the signed-in admin only, and refuses an admin_id that is not the caller', async () => {
    const body = { nonprofit_id: dune.id, adjustment_amount: 5, admin_note: 'Access check' };
    const calls = [
      (as: UserRow | null, adminId?: number) => get(`overview${adminId ? `?admin_id=${adminId}` : ''}`, as),
      (as: UserRow | null, adminId?: number) => get(`balances${adminId ? `?admin_id=${adminId}` : ''}`, as),
      (as: UserRow | null, adminId?: number) => get(`transactions${adminId ? `?admin_id=${adminId}` : ''}`, as),
      (as: UserRow | null, adminId?: number) => get(`revenue${adminId ? `?admin_id=${adminId}` : ''}`, as),
      (as: UserRow | null, adminId?: number) => adjust({ ...body, admin_id: adminId }, as),
    ];
    const before = await snapshot(t.ctx.db);
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      for (const user of [donor, harbor]) {
        const refused = await call(user);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: ADMIN_ACCESS_DENIED });
      }
      expect((await call(admin, donor.id)).statusCode).toBe(403);
    }
    expect(await snapshot(t.ctx.db)).toEqual(before);
    for (const path of ['overview', 'balances', 'transactions', 'revenue']) {
      expect((await get(`${path}?admin_id=${admin.id}`)).statusCode).toBe(200);
    }
  });

  it('sums the whole ledger: issued, spent, refunded, expired, outstanding, and what expires soon', async () => {
    const response = await get('overview');
    expect(response.statusCode).toBe(200);
    const body = adminTokenOverviewResponseSchema.parse(response.json());
    expect(body.overview).toEqual({
      tokens_issued: 258,
      tokens_purchased: 258,
      tokens_granted_by_admins: 0,
      tokens_spent: 40,
      tokens_refunded: 20,
      tokens_expired: 30,
      tokens_removed_by_admins: 0,
      tokens_outstanding: 208,
      tokens_expiring_30_days: 8,
      nonprofits_holding_tokens: 3,
    });
    // Approved nonprofits under 10, lowest first; the pending one is no alert.
    expect(body.low_balance_alerts).toEqual({
      count: 2,
      threshold: 10,
      nonprofits: [
        { nonprofit_id: dune.id, nonprofit_name: 'Dune Relief', nonprofit_email: dune.email, balance: 0 },
        { nonprofit_id: cedar.id, nonprofit_name: 'Cedar Library', nonprofit_email: cedar.email, balance: 8 },
      ],
    });
  });

  it('lists balances with status, totals, search, status filter, sort and paging', async () => {
    const page = async (query: string) => adminTokenBalancesPageSchema.parse((await get(`balances?${query}`)).json());
    const all = await page('sort_by=balance&sort_dir=desc');
    expect(all.total).toBe(5);
    expect(all.balances.map((row) => [row.nonprofit_name, row.balance, row.status])).toEqual([
      ['Harbor Pantry', 120, 'normal'],
      ['Lakeside Shelter', 80, 'normal'],
      ['Cedar Library', 8, 'low'],
      ['Dune Relief', 0, 'low'],
      ['Waiting Room', 0, 'low'],
    ]);
    expect(all.balances[1]).toMatchObject({ total_purchased: 100, total_spent: 20, nonprofit_email: lakeside.email });
    expect((await page('search=HARBOR')).balances.map((row) => row.nonprofit_id)).toEqual([harbor.id]);
    expect((await page(`search=${encodeURIComponent(lakeside.email)}`)).total).toBe(1);
    const low = await page('status=low');
    expect(low.balances.map((row) => row.nonprofit_name)).toEqual(['Cedar Library', 'Dune Relief', 'Waiting Room']);
    expect((await page('status=normal')).total).toBe(2);
    const second = await page('limit=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, total_pages: 3 });
    expect(second.balances.map((row) => row.nonprofit_name)).toEqual(['Harbor Pantry', 'Lakeside Shelter']);
    expect((await get('balances?status=empty')).statusCode).toBe(400);
  });

  it('lists ledger entries newest first, by nonprofit and type, with the request they belong to', async () => {
    const page = async (query: string) => {
      const response = await get(`transactions?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return adminTokenTransactionsPageSchema.parse(response.json());
    };
    const all = await page('');
    expect(all).toMatchObject({ total: 9, limit: 100, offset: 0, page: 1 });
    const ids = all.transactions.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const lakesideRows = await page(`user_id=${lakeside.id}`);
    expect(lakesideRows.transactions.map((row) => [row.transaction_type, row.tokens])).toEqual([
      ['refund', 20],
      ['spend', -20],
      ['spend', -20],
      ['purchase', 100],
    ]);
    const [refund] = (await page('type=refund')).transactions;
    expect(refund).toMatchObject({
      nonprofit_name: 'Lakeside Shelter',
      request_id: declinedRequestId,
      request_item_title: expect.any(String),
      admin_name: null,
    });
    const paged = await page('limit=2&offset=2');
    expect(paged.transactions.map((row) => row.id)).toEqual(ids.slice(2, 4));
    expect((await page('limit=2&page=3')).transactions.map((row) => row.id)).toEqual(ids.slice(4, 6));
    expect((await get('transactions?limit=101')).statusCode).toBe(400);
    expect((await get('transactions?type=gift')).statusCode).toBe(400);
  });

  it('reports paid sales per bundle and the nonprofits that spent most', async () => {
    const body = adminTokenRevenueSchema.parse((await get('revenue')).json());
    expect(body.bundle_performance).toEqual([
      { bundle_key: 'starter', label: 'Starter', sales_count: 1, tokens_sold: 100, revenue_cents: 2500 },
      { bundle_key: 'small', label: 'Small', sales_count: 0, tokens_sold: 0, revenue_cents: 0 },
      { bundle_key: 'medium', label: 'Medium', sales_count: 0, tokens_sold: 0, revenue_cents: 0 },
      { bundle_key: 'large', label: 'Large', sales_count: 0, tokens_sold: 0, revenue_cents: 0 },
    ]);
    expect(body.top_spending_nonprofits).toEqual([
      { nonprofit_id: lakeside.id, nonprofit_name: 'Lakeside Shelter', tokens_spent: 20, balance: 80 },
    ]);
  });

  describe('POST /api/admin/tokens/adjust', () => {
    it('adds a 12-month lot, audits once, and tells the nonprofit in its bell and by email', async () => {
      const nonprofit = await fundedNonprofit(t.ctx.db, 0, { organizationName: 'Granted Org' });
      const response = await adjust({ nonprofit_id: nonprofit.id, adjustment_amount: 30, admin_note: 'Welcome gift' });
      expect(response.statusCode).toBe(200);
      const body = adminTokenAdjustResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        message: ADMIN_TOKEN_MESSAGES.adjusted,
        requested_amount: 30,
        applied_amount: 30,
        balance_before: 0,
        balance_after: 30,
      });
      const [lot] = await lotsOf(t.ctx.db, nonprofit.id);
      expect(lot).toMatchObject({ source: 'adjust', tokensGranted: 30, tokensRemaining: 30 });
      const inAYear = new Date();
      inAYear.setMonth(inAYear.getMonth() + 12);
      expect(Math.abs(lot!.expiresAt.getTime() - inAYear.getTime())).toBeLessThan(DAY_MS);
      expect(body.expires_at).toBe(lot!.expiresAt.toISOString());
      const [entry] = await ledgerOf(t.ctx.db, nonprofit.id);
      expect(entry).toMatchObject({ entryType: 'adjust', tokens: 30, createdBy: admin.id, lotId: lot!.id });

      const audited = await audits(nonprofit.id);
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({
        adminId: admin.id,
        targetType: 'user',
        targetLabel: 'Granted Org',
        reason: 'Welcome gift',
        before: { balance: 0 },
        after: { balance: 30, requested: 30, applied: 30 },
      });
      const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, nonprofit.id));
      expect(bell).toHaveLength(1);
      expect(bell[0]).toMatchObject({ type: 'tokens_adjusted', title: 'Token balance adjusted' });
      expect(bell[0]!.message).toContain('added 30 tokens');
      expect(bell[0]!.message).toContain('Welcome gift');
      const mail = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.userId, nonprofit.id));
      expect(mail.map((row) => [row.templateKey, row.recipient])).toEqual([['tokens_adjusted', nonprofit.email]]);
      expect(mail[0]!.body).toContain('Balance now: 30 tokens');

      const [row] = adminTokenTransactionsPageSchema.parse(
        (await get(`transactions?user_id=${nonprofit.id}`)).json(),
      ).transactions;
      expect(row).toMatchObject({ transaction_type: 'adjust', tokens: 30, admin_id: admin.id, admin_name: admin.name });
    });

    it('takes -50 from a balance of 20 down to 0, oldest lot first, and records and answers -20', async () => {
      const nonprofit = await fundedNonprofit(t.ctx.db, 12, { organizationName: 'Drained Org' });
      await grant(t.ctx.db, nonprofit.id, 8);
      const response = await adjust({ nonprofit_id: nonprofit.id, amount: -50, note: 'Duplicate purchase' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        requested_amount: -50,
        applied_amount: -20,
        balance_before: 20,
        balance_after: 0,
        expires_at: null,
      });
      const removed = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'adjust');
      expect(removed.map((row) => row.tokens)).toEqual([-12, -8]);
      expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(0);
      const audited = await audits(nonprofit.id);
      expect(audited).toHaveLength(1);
      expect(audited[0]!.after).toEqual({ balance: 0, requested: -50, applied: -20 });
    });

    it('adjusts once for one Idempotency-Key, however often the call is sent', async () => {
      const nonprofit = await fundedNonprofit(t.ctx.db, 0);
      const send = () =>
        t.request({
          method: 'POST',
          url: '/api/admin/tokens/adjust',
          headers: { 'idempotency-key': `adjust-${nonprofit.id}` },
          payload: { nonprofit_id: nonprofit.id, adjustment_amount: 7, admin_note: 'Double click' },
          as: admin,
        });
      const [first, second] = [await send(), await send()];
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json()).toEqual(first.json());
      expect(await lotsOf(t.ctx.db, nonprofit.id)).toHaveLength(1);
      expect(await audits(nonprofit.id)).toHaveLength(1);
    });

    it('takes a small removal from the oldest lot first', async () => {
      const nonprofit = await fundedNonprofit(t.ctx.db, 4);
      await grant(t.ctx.db, nonprofit.id, 10);
      expect((await adjust({ nonprofit_id: nonprofit.id, amount: -5, note: 'Correction' })).statusCode).toBe(200);
      const lots = await lotsOf(t.ctx.db, nonprofit.id);
      expect(lots.map((lot) => lot.tokensRemaining)).toEqual([0, 9]);
    });

    it('refuses bad input with 400 (an unknown nonprofit 404) and changes nothing', async () => {
      const empty = await fundedNonprofit(t.ctx.db, 0);
      const bad: [object, number][] = [
        [{ nonprofit_id: harbor.id, adjustment_amount: 5 }, 400],
        [{ nonprofit_id: harbor.id, adjustment_amount: 5, admin_note: '   ' }, 400],
        [{ nonprofit_id: harbor.id, adjustment_amount: 0, admin_note: 'Zero' }, 400],
        [{ nonprofit_id: harbor.id, adjustment_amount: 2.5, admin_note: 'Half' }, 400],
        [{ nonprofit_id: harbor.id, adjustment_amount: '5', admin_note: 'Text' }, 400],
        [{ nonprofit_id: harbor.id, admin_note: 'No amount' }, 400],
        [{ nonprofit_id: harbor.id, adjustment_amount: 1_000_000, admin_note: 'Too many' }, 400],
        [{ nonprofit_id: donor.id, adjustment_amount: 5, admin_note: 'A donor' }, 400],
        [{ nonprofit_id: admin.id, adjustment_amount: 5, admin_note: 'An admin' }, 400],
        [{ nonprofit_id: empty.id, adjustment_amount: -5, admin_note: 'Nothing there' }, 400],
        [{ nonprofit_id: 999_999, adjustment_amount: 5, admin_note: 'Nobody' }, 404],
      ];
      const before = { ...(await snapshot(t.ctx.db)), audits: await tally(auditLog) };
      for (const [payload, status] of bad) {
        const response = await adjust(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().detail).toBeTruthy();
      }
      expect({ ...(await snapshot(t.ctx.db)), audits: await tally(auditLog) }).toEqual(before);
      const notNonprofit = await adjust({ nonprofit_id: donor.id, adjustment_amount: 5, admin_note: 'A donor' });
      expect(notNonprofit.json()).toEqual({ detail: ADMIN_TOKEN_MESSAGES.notNonprofit });
    });

    it('Adjustments racing 50 parallel spends leave the ledger sum equal to the balance', async () => {
      const db = t.ctx.db;
      const nonprofit = await fundedNonprofit(db, 60, { organizationName: 'Racing Org' });
      // $10.00 a unit: 2 tokens a request, so 50 requests want 100 of the 60 (+/- adjustments) there.
      const listed = await Promise.all(Array.from({ length: 50 }, () => item(db, donor, { fmvCents: 1000 })));
      const api = client(t);
      const spends = listed.map((entry) =>
        api.create(nonprofit, nonprofit.id, { item_id: entry.id, quantity_requested: 1 }),
      );
      const adjustments = Array.from({ length: 10 }, (_, index) =>
        adjust({
          nonprofit_id: nonprofit.id,
          adjustment_amount: index % 2 === 0 ? 10 : -15,
          admin_note: `Race ${index}`,
        }),
      );
      const [spent, adjusted] = await Promise.all([Promise.all(spends), Promise.all(adjustments)]);
      const created = spent.filter((response) => response.statusCode === 201).length;
      expect(spent.every((response) => [201, 400].includes(response.statusCode))).toBe(true);
      let applied = 0;
      for (const response of adjusted) {
        // A removal that found the balance already at 0 is refused and changes nothing.
        if (response.statusCode === 400) continue;
        expect(response.statusCode).toBe(200);
        applied += adminTokenAdjustResponseSchema.parse(response.json()).applied_amount;
      }

      const ledgerSum = await expectLedgerConsistent(db, nonprofit.id);
      expect(ledgerSum).toBe(60 + applied - 2 * created);
      const [row] = adminTokenBalancesPageSchema.parse((await get(`balances?user_id=${nonprofit.id}`)).json()).balances;
      expect(row!.balance).toBe(ledgerSum);
      const successful = adjusted.filter((response) => response.statusCode === 200).length;
      expect(await audits(nonprofit.id)).toHaveLength(successful);
      const lots = await db
        .select()
        .from(tokenLots)
        .where(eq(tokenLots.nonprofitId, nonprofit.id))
        .orderBy(asc(tokenLots.id));
      expect(lots.every((lot) => lot.tokensRemaining >= 0)).toBe(true);
    });
  });
});
