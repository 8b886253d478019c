import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { irsImports } from '#src/platform/database/schema';
import { holdRevokedNonprofits } from './revocation-holds';

export interface SwapResult {
  /** The import whose rows were in use until now, if any: its rows can be deleted after commit. */
  replacedImportId: number | null;
  /** Approved nonprofits a new revocation list put on hold. */
  heldNonprofitIds: number[];
}

/**
 * Make a staged import the data in use, in the caller's transaction: the previous live import of
 * the same kind and part becomes `replaced`, so readers (who join the live import) switch from the
 * old rows to the new in one step. Call it only once the file was read whole.
 */
export async function makeImportLive(tx: Queryable, importId: number): Promise<SwapResult> {
  const [staged] = await tx.select().from(irsImports).where(eq(irsImports.id, importId)).for('update');
  if (!staged) throw new Error(`IRS import ${importId} does not exist`);
  const replaced = await tx
    .update(irsImports)
    .set({ status: 'replaced' })
    .where(
      and(
        eq(irsImports.kind, staged.kind),
        eq(irsImports.part, staged.part),
        eq(irsImports.status, 'live'),
        ne(irsImports.id, importId),
      ),
    )
    .returning({ id: irsImports.id });
  await tx.update(irsImports).set({ status: 'live', finishedAt: new Date() }).where(eq(irsImports.id, importId));
  const heldNonprofitIds = staged.kind === 'revocations' ? await holdRevokedNonprofits(tx, importId) : [];
  return { replacedImportId: replaced[0]?.id ?? null, heldNonprofitIds };
}
