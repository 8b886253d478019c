import type { IrsFileKind } from '@app/shared';
import { makeImportLive, type SwapResult } from '#src/features/irs';
import type { Queryable } from '#src/platform/database/client';
import { irsBmfRows, irsImports, irsPub78Rows, irsRevocationRows } from '#src/platform/database/schema';

type BmfRow = Omit<typeof irsBmfRows.$inferInsert, 'importId'>;
type Pub78Row = Omit<typeof irsPub78Rows.$inferInsert, 'importId'>;
type RevocationRow = Omit<typeof irsRevocationRows.$inferInsert, 'importId'>;
type RowsOf<K extends IrsFileKind> = K extends 'bmf' ? BmfRow[] : K extends 'pub78' ? Pub78Row[] : RevocationRow[];

/**
 * Put rows in use as if an admin had imported a file of this kind: a staged import made live with
 * the import's own swap (so a revocation list holds nonprofits exactly as an import does). For
 * tests of what reads IRS data; the import itself is tested through its route with fixture files.
 */
export async function putLiveIrsRows<K extends IrsFileKind>(
  db: Queryable,
  kind: K,
  rows: RowsOf<K>,
  part: string = kind,
): Promise<SwapResult & { importId: number }> {
  const [staged] = await db
    .insert(irsImports)
    .values({ kind, part, fileName: `${part}-test.txt`, rowCount: rows.length })
    .returning({ id: irsImports.id });
  const importId = staged!.id;
  const table = kind === 'bmf' ? irsBmfRows : kind === 'pub78' ? irsPub78Rows : irsRevocationRows;
  if (rows.length > 0) await db.insert(table).values(rows.map((row) => ({ ...row, importId })) as never);
  const swap = await makeImportLive(db, importId);
  return { ...swap, importId };
}
