import { showsLowBalanceWarning, type TokenBalance } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { tokenLedger } from '#src/platform/database/schema';

const total = (filter: ReturnType<typeof sql>, sign = 1) =>
  sql<number>`coalesce(${sign} * sum(${tokenLedger.tokens}) filter (where ${filter}), 0)`.mapWith(Number);

/**
 * docs/product.md, Tokens: everything comes from the one ledger. The balance is the sum of its rows;
 * total_purchased counts purchases and positive adjustments; total_spent is spends less refunds.
 * low_balance is the dashboard's warning, which waits until tokens were bought once.
 */
export async function getTokenBalance(db: Queryable, nonprofitId: number): Promise<TokenBalance> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${tokenLedger.tokens}), 0)`.mapWith(Number),
      purchased: total(
        sql`${tokenLedger.entryType} = 'purchase' or (${tokenLedger.entryType} = 'adjust' and ${tokenLedger.tokens} > 0)`,
      ),
      spent: total(sql`${tokenLedger.entryType} in ('spend', 'refund')`, -1),
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.nonprofitId, nonprofitId));
  const figures = { balance: row?.balance ?? 0, total_purchased: row?.purchased ?? 0 };
  return { ...figures, total_spent: row?.spent ?? 0, low_balance: showsLowBalanceWarning(figures) };
}
