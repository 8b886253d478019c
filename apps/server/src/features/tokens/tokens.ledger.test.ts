import { REQUEST_MESSAGES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { tokenLedger, tokenLots, type UserRow } from '#src/platform/database/schema';
import { AppError } from '#src/platform/errors';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  expectLedgerConsistent,
  fundedNonprofit,
  grant,
  item,
  ledgerOf,
  lotsOf,
} from '#test/support/requests.test-support';
import { requests } from '#src/platform/database/schema';
import { getTokenBalance } from './tokens.balance';
import { expireOldLots } from './tokens.expiry';
import { deductTokens, grantTokens, refundRequestTokens, spendTokens } from './tokens.ledger';

describe('token ledger', () => {
  let t: TestApp;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  /** A request row for ledger rows to point at (the ledger functions are tested directly here). */
  const requestFor = async (nonprofit: UserRow, tokens: number) => {
    const listed = await item(t.ctx.db, donor);
    const [row] = await t.ctx.db
      .insert(requests)
      .values({
        itemId: listed.id,
        nonprofitId: nonprofit.id,
        donorId: donor.id,
        quantityRequested: 1,
        unitFmvCents: listed.fmvCents,
        tokensCharged: tokens,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return row!;
  };
  const spend = (nonprofit: UserRow, tokens: number, requestId: number) =>
    t.ctx.db.transaction((tx) => spendTokens(tx, nonprofit.id, tokens, requestId, `Spend ${tokens}`));
  const refund = (requestId: number) => t.ctx.db.transaction((tx) => refundRequestTokens(tx, requestId));
  /** Lot ages: created `days` ago (oldest first), expiring at the given offset. */
  const age = async (lotId: number, createdDaysAgo: number, expiresInDays: number) => {
    await t.ctx.db
      .update(tokenLots)
      .set({
        createdAt: sql`now() - make_interval(days => ${createdDaysAgo}::int)`,
        expiresAt: sql`now() + make_interval(mins => ${Math.round(expiresInDays * 1440)}::int)`,
      })
      .where(eq(tokenLots.id, lotId));
  };

  it('grants a lot that expires 12 months later, with a purchase row', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const lot = await grant(t.ctx.db, nonprofit.id, 40);
    const months = (lot.expiresAt.getTime() - lot.createdAt.getTime()) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    expect(lot).toMatchObject({ tokensGranted: 40, tokensRemaining: 40, source: 'purchase' });
    const ledger = await ledgerOf(t.ctx.db, nonprofit.id);
    expect(ledger).toEqual([expect.objectContaining({ entryType: 'purchase', tokens: 40, lotId: lot.id })]);
    expect(await getTokenBalance(t.ctx.db, nonprofit.id)).toEqual({
      balance: 40,
      total_purchased: 40,
      total_spent: 0,
      low_balance: false,
    });
  });

  it('spends from the oldest live lot first, one row per lot touched', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const newer = await grant(t.ctx.db, nonprofit.id, 10);
    const older = await grant(t.ctx.db, nonprofit.id, 10);
    await age(older.id, 30, 300);
    await age(newer.id, 10, 330);
    const request = await requestFor(nonprofit, 14);
    await spend(nonprofit, 14, request.id);

    const lots = await lotsOf(t.ctx.db, nonprofit.id);
    expect(lots.find((lot) => lot.id === older.id)!.tokensRemaining).toBe(0);
    expect(lots.find((lot) => lot.id === newer.id)!.tokensRemaining).toBe(6);
    const spends = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'spend');
    expect(spends.map((row) => [row.lotId, row.tokens, row.requestId])).toEqual([
      [older.id, -10, request.id],
      [newer.id, -4, request.id],
    ]);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(6);
  });

  it('refuses a spend the live balance cannot cover and writes nothing; expired lots do not count', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const stale = await grant(t.ctx.db, nonprofit.id, 50);
    await age(stale.id, 400, -1);
    await grant(t.ctx.db, nonprofit.id, 5);
    const request = await requestFor(nonprofit, 6);
    const before = await ledgerOf(t.ctx.db, nonprofit.id);

    const error = await spend(nonprofit, 6, request.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, detail: REQUEST_MESSAGES.insufficientTokens });
    expect(await ledgerOf(t.ctx.db, nonprofit.id)).toEqual(before);
    expect((await lotsOf(t.ctx.db, nonprofit.id)).map((lot) => lot.tokensRemaining)).toEqual([50, 5]);
  });

  it('refunds to the lots the spend came from, and only once', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const first = await grant(t.ctx.db, nonprofit.id, 8);
    const second = await grant(t.ctx.db, nonprofit.id, 20);
    await age(first.id, 20, 300);
    await age(second.id, 5, 340);
    const other = await requestFor(nonprofit, 3);
    const request = await requestFor(nonprofit, 12);
    await spend(nonprofit, 3, other.id);
    await spend(nonprofit, 12, request.id);

    expect(await refund(request.id)).toBe(12);
    expect(await refund(request.id)).toBe(0);
    const refunds = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'refund');
    expect(refunds.map((row) => [row.lotId, row.tokens, row.requestId])).toEqual([
      [first.id, 5, request.id],
      [second.id, 7, request.id],
    ]);
    const lots = await lotsOf(t.ctx.db, nonprofit.id);
    expect(lots.map((lot) => lot.tokensRemaining)).toEqual([5, 20]);
    expect(await getTokenBalance(t.ctx.db, nonprofit.id)).toMatchObject({
      balance: 25,
      total_purchased: 28,
      total_spent: 3,
    });
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);
  });

  it('spends again after a refund and refunds the second spend too', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 30);
    const request = await requestFor(nonprofit, 10);
    await spend(nonprofit, 10, request.id);
    await refund(request.id);
    await spend(nonprofit, 10, request.id);
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(20);
    expect(await refund(request.id)).toBe(10);
    expect(await getTokenBalance(t.ctx.db, nonprofit.id)).toMatchObject({ balance: 30, total_spent: 0 });
  });

  it('expires a refund that lands in an already expired lot at once', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const lot = await grant(t.ctx.db, nonprofit.id, 10);
    const request = await requestFor(nonprofit, 4);
    await spend(nonprofit, 4, request.id);
    await age(lot.id, 400, -1);
    await expireOldLots(t.ctx.db);
    expect((await getTokenBalance(t.ctx.db, nonprofit.id)).balance).toBe(0);

    expect(await refund(request.id)).toBe(4);
    const types = (await ledgerOf(t.ctx.db, nonprofit.id)).map((row) => [row.entryType, row.tokens]);
    expect(types).toEqual([
      ['purchase', 10],
      ['spend', -4],
      ['expire', -6],
      ['refund', 4],
      ['expire', -4],
    ]);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(0);
  });

  it('expires what is left of old lots once, even when the job runs twice at once', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const old = await grant(t.ctx.db, nonprofit.id, 30);
    const fresh = await grant(t.ctx.db, nonprofit.id, 7);
    const request = await requestFor(nonprofit, 12);
    await spend(nonprofit, 12, request.id);
    await age(old.id, 366, -0.01);

    await Promise.all([expireOldLots(t.ctx.db), expireOldLots(t.ctx.db), expireOldLots(t.ctx.db)]);
    await expireOldLots(t.ctx.db);
    const expires = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'expire');
    expect(expires.map((row) => [row.lotId, row.tokens])).toEqual([[old.id, -18]]);
    const lots = await lotsOf(t.ctx.db, nonprofit.id);
    expect(lots.find((lot) => lot.id === old.id)!.tokensRemaining).toBe(0);
    expect(lots.find((lot) => lot.id === fresh.id)!.tokensRemaining).toBe(7);
    expect(await getTokenBalance(t.ctx.db, nonprofit.id)).toEqual({
      balance: 7,
      total_purchased: 37,
      total_spent: 12,
      low_balance: true,
    });
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);
  });

  it('deducts a negative adjustment from the oldest lots, never below zero', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const first = await grant(t.ctx.db, nonprofit.id, 6);
    const second = await grant(t.ctx.db, nonprofit.id, 10);
    await age(first.id, 20, 300);
    const deduct = (tokens: number) =>
      t.ctx.db.transaction((tx) => deductTokens(tx, nonprofit.id, tokens, 'Correction', { createdBy: null }));
    expect(await deduct(8)).toBe(8);
    expect((await lotsOf(t.ctx.db, nonprofit.id)).map((lot) => [lot.id, lot.tokensRemaining])).toEqual([
      [first.id, 0],
      [second.id, 8],
    ]);
    expect(await deduct(50)).toBe(8);
    expect(await getTokenBalance(t.ctx.db, nonprofit.id)).toEqual({
      balance: 0,
      total_purchased: 16,
      total_spent: 0,
      low_balance: true,
    });
    const adjustments = (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'adjust');
    expect(adjustments.map((row) => row.tokens)).toEqual([-6, -2, -8]);
    await expectLedgerConsistent(t.ctx.db, nonprofit.id);
  });

  it('counts positive adjustments as purchased and keeps balance = sum of entries over any sequence', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    await t.ctx.db.transaction((tx) => grantTokens(tx, nonprofit.id, 15, 'adjust', 'Goodwill', { createdBy: null }));
    await grant(t.ctx.db, nonprofit.id, 25);
    const made = [];
    // A fixed pseudo-random walk of spends and refunds.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let step = 0; step < 25; step += 1) {
      if (made.length > 0 && next() % 3 === 0) {
        await refund(made.splice(next() % made.length, 1)[0]!);
      } else {
        const tokens = 1 + (next() % 6);
        const request = await requestFor(nonprofit, tokens);
        try {
          await spend(nonprofit, tokens, request.id);
          made.push(request.id);
        } catch (error) {
          expect(error).toMatchObject({ statusCode: 400 });
        }
      }
      const balance = await getTokenBalance(t.ctx.db, nonprofit.id);
      const ledger = await ledgerOf(t.ctx.db, nonprofit.id);
      expect(balance.balance).toBe(ledger.reduce((sum, row) => sum + row.tokens, 0));
      expect(balance.balance).toBe(40 - balance.total_spent);
      expect(balance.total_purchased).toBe(40);
      await expectLedgerConsistent(t.ctx.db, nonprofit.id);
    }
    const rows = await t.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.nonprofitId, nonprofit.id));
    expect(rows.some((row) => row.entryType === 'refund')).toBe(true);
  });
});
