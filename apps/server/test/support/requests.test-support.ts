import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createItem, type ItemFactoryInput } from '#src/factories/items';
import { createUser, type UserFactoryInput } from '#src/factories/users';
import type { Database } from '#src/platform/database/client';
import {
  emailRecords,
  items,
  notifications,
  requestBatches,
  requests,
  tokenLedger,
  tokenLots,
  type UserRow,
} from '#src/platform/database/schema';
import { grantTokens } from '#src/features/tokens/tokens.ledger';
import type { TestApp } from '../setup/test-app';

/** An approved nonprofit holding `tokens` in one purchased lot (none when 0). */
export async function fundedNonprofit(db: Database, tokens: number, input: UserFactoryInput = {}): Promise<UserRow> {
  const nonprofit = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved', ...input });
  if (tokens > 0) await grant(db, nonprofit.id, tokens);
  return nonprofit;
}

export async function grant(db: Database, nonprofitId: number, tokens: number, description = 'Test purchase') {
  return db.transaction((tx) => grantTokens(tx, nonprofitId, tokens, 'purchase', description));
}

/** $100 a unit: 20 tokens each. */
export const item = (db: Database, donor: UserRow, input: Partial<ItemFactoryInput> = {}) =>
  createItem(db, { donorId: donor.id, fmvCents: 10_000, quantity: 5, ...input });

export const ledgerOf = (db: Database, nonprofitId: number) =>
  db.select().from(tokenLedger).where(eq(tokenLedger.nonprofitId, nonprofitId)).orderBy(asc(tokenLedger.id));

export const lotsOf = (db: Database, nonprofitId: number) =>
  db.select().from(tokenLots).where(eq(tokenLots.nonprofitId, nonprofitId)).orderBy(asc(tokenLots.id));

export async function itemRow(db: Database, itemId: number) {
  const [row] = await db.select().from(items).where(eq(items.id, itemId));
  return row!;
}

export async function requestRow(db: Database, requestId: number) {
  const [row] = await db.select().from(requests).where(eq(requests.id, requestId));
  return row!;
}

/** Token ledger invariants (docs/product.md, Tokens): ledger sum = what the lots hold; no lot negative or overfull. */
export async function expectLedgerConsistent(db: Database, nonprofitId: number): Promise<number> {
  const [ledger, lots] = await Promise.all([ledgerOf(db, nonprofitId), lotsOf(db, nonprofitId)]);
  const ledgerSum = ledger.reduce((sum, row) => sum + row.tokens, 0);
  const lotSum = lots.reduce((sum, lot) => sum + lot.tokensRemaining, 0);
  expect(ledgerSum).toBe(lotSum);
  for (const lot of lots) {
    expect(lot.tokensRemaining).toBeGreaterThanOrEqual(0);
    expect(lot.tokensRemaining).toBeLessThanOrEqual(lot.tokensGranted);
  }
  expect(ledgerSum).toBeGreaterThanOrEqual(0);
  return ledgerSum;
}

/** Everything a refused call must leave untouched. */
export async function snapshot(db: Database, itemIds: number[] = []) {
  const tally = async (table: typeof requests | typeof requestBatches | typeof notifications | typeof emailRecords) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    ledger: await db.select().from(tokenLedger).orderBy(asc(tokenLedger.id)),
    lots: await db.select().from(tokenLots).orderBy(asc(tokenLots.id)),
    items:
      itemIds.length === 0
        ? []
        : await db
            .select({ id: items.id, quantity: items.quantity, status: items.status })
            .from(items)
            .where(inArray(items.id, itemIds))
            .orderBy(asc(items.id)),
    requests: await db.select().from(requests).orderBy(asc(requests.id)),
    batches: await tally(requestBatches),
    notifications: await tally(notifications),
    emails: await tally(emailRecords),
  };
}

export function client(t: TestApp) {
  return {
    create: (as: UserRow | undefined, nonprofitId: number, payload: object) =>
      t.request({ method: 'POST', url: `/api/requests?nonprofit_id=${nonprofitId}`, payload, as }),
    batch: (as: UserRow | undefined, nonprofitId: number, payload: object) =>
      t.request({ method: 'POST', url: `/api/requests/batch?nonprofit_id=${nonprofitId}`, payload, as }),
    respond: (as: UserRow | undefined, requestId: number, donorId: number, action: string) =>
      t.request({
        method: 'POST',
        url: `/api/requests/${requestId}/respond?donor_id=${donorId}&action=${action}`,
        // The browser sends an empty JSON body (cancel is tested without one).
        payload: {},
        as,
      }),
    cancel: (as: UserRow | undefined, requestId: number, nonprofitId: number) =>
      t.request({ method: 'POST', url: `/api/requests/${requestId}/cancel?nonprofit_id=${nonprofitId}`, as }),
    balance: (as: UserRow | undefined, nonprofitId: number) =>
      t.request({ method: 'GET', url: `/api/nonprofit/${nonprofitId}/token-balance`, as }),
  };
}

/** Moves a request's deadline into the past so the expiry job picks it up. */
export async function makeOverdue(db: Database, requestId: number): Promise<void> {
  await db
    .update(requests)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(requests.id, requestId));
}
