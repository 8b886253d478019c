import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import { users, type UserRow } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';
import { moveDonorItemsInTx } from '../items';
import { addressChanged, locateAccount, type AccountCoordinates } from './account-place';
import { unplacedAccount } from './unplaced';

const BATCH = 200;
const MAX_BATCHES = 50;

/** Only the coordinate columns still empty: the back-fill never moves an account that has a place. */
function missingOnly(row: UserRow, found: AccountCoordinates): AccountCoordinates {
  return Object.fromEntries(
    Object.entries(found).filter(
      ([column, value]) => value !== null && row[column as keyof AccountCoordinates] === null,
    ),
  );
}

/**
 * Places the accounts that have no coordinates and were never placed (accounts from before
 * sign-up geocoded, or written by anything but sign-up and the profile calls), from their ZIP or
 * city. Each account is geocoded outside any transaction (Nominatim may be slow), then claimed in
 * its own: locked, still unplaced and with the same address, so two instances, or a profile edit
 * meanwhile, cannot place it twice or with a stale address. A donor's items move with it, and the
 * change is in the account's history as the server's. An account that cannot be placed is marked
 * as tried and left for the admins' unplaced count. Returns how many accounts got coordinates.
 */
export async function placeUnplacedAccounts(ctx: Pick<AppContext, 'db' | 'geocoder'>): Promise<number> {
  let placed = 0;
  let after = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await ctx.db
      .select()
      .from(users)
      .where(and(unplacedAccount(), isNull(users.placeCheckedAt), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const row of rows) {
      const found = await locateAccount(ctx.geocoder, row);
      if (await claimPlace(ctx, row, found)) placed += 1;
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  return placed;
}

async function claimPlace(ctx: Pick<AppContext, 'db'>, read: UserRow, found: AccountCoordinates): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, read.id), isNull(users.placeCheckedAt)))
      .for('update', { skipLocked: true });
    if (!row || addressChanged(read, row)) return false;
    const fill = missingOnly(row, found);
    await tx
      .update(users)
      .set({ ...fill, placeCheckedAt: new Date() })
      .where(eq(users.id, row.id));
    if (Object.keys(fill).length === 0) return false;
    if (row.role === 'donor') await moveDonorItemsInTx(tx, row.id);
    const before = Object.fromEntries(Object.keys(fill).map((column) => [column, null]));
    await recordAudit(tx, {
      actor: 'system',
      actorId: null,
      action: 'place_account',
      targetType: 'user',
      targetId: row.id,
      before,
      after: fill,
    });
    return true;
  });
}

/** At start (after the migrations that added the columns) and hourly after that. */
export function placeBackfillJob(ctx: Pick<AppContext, 'db' | 'geocoder'>): ScheduledJob {
  return {
    name: 'accounts.place-backfill',
    intervalMs: 60 * 60 * 1000,
    runAtStart: true,
    run: async () => {
      await placeUnplacedAccounts(ctx);
    },
  };
}
