import type { Readable } from 'node:stream';
import { IRS_IMPORT_MESSAGES, type IrsFileKind, type IrsImportResult } from '@app/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { Database, Queryable } from '#src/platform/database/client';
import { irsImports, users, type UserRow } from '#src/platform/database/schema';
import { AppError, badRequest, conflict, payloadTooLarge } from '#src/platform/errors';
import { IRS_FILE_LAYOUTS } from './irs-file-layouts';
import { IrsFileError, readIrsFile } from './irs-file-reader';
import { findIrsImport } from './irs-imports.query';
import { insertIrsRows } from './irs-rows-insert';
import { makeImportLive } from './irs-swap';

export interface IrsUpload {
  kind: IrsFileKind;
  fileName: string;
  /** The admin says a file much smaller than the data in use is complete (the shrink check). */
  confirmComplete: boolean;
  /** The multipart file stream; `truncated` once it passed the size limit. */
  file: Readable & { truncated?: boolean };
}

/** A loading import older than this was left by a server that stopped; it no longer blocks. */
const STALE_AFTER = sql`interval '30 minutes'`;
const KEPT = 'The data in use was kept.';

/**
 * The part a file replaces: a Business Master File region or state file by its base name (eo1.csv
 * replaces eo1 only), any other kind as a whole. A browser's " (1)" on a second download is not
 * part of the name.
 */
export function irsPartOf(kind: IrsFileKind, fileName: string): string {
  if (kind !== 'bmf') return kind;
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/\s*\(\d+\)$/, '')
    .toLowerCase();
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(base)) throw badRequest(IRS_IMPORT_MESSAGES.badPartName);
  return base;
}

/** Open a loading import, unless one of the same kind and part is still running (409). */
async function startImport(db: Database, admin: UserRow, kind: IrsFileKind, part: string, fileName: string) {
  return db.transaction(async (tx) => {
    // Two uploads of the same file at once must not both pass the check below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`irs_import:${kind}:${part}`}))`);
    const sameFile = and(eq(irsImports.kind, kind), eq(irsImports.part, part), eq(irsImports.status, 'loading'));
    const stale = await tx
      .update(irsImports)
      .set({ status: 'failed', error: IRS_IMPORT_MESSAGES.stale, finishedAt: new Date() })
      .where(and(sameFile, lt(irsImports.startedAt, sql`now() - ${STALE_AFTER}`)))
      .returning({ id: irsImports.id });
    if (stale.length > 0) {
      const table = IRS_FILE_LAYOUTS[kind].table;
      await tx.delete(table).where(
        inArray(
          table.importId,
          stale.map((row) => row.id),
        ),
      );
    }
    const [running] = await tx.select({ fileName: irsImports.fileName }).from(irsImports).where(sameFile).limit(1);
    if (running) throw conflict(IRS_IMPORT_MESSAGES.busy(running.fileName));
    const [row] = await tx
      .insert(irsImports)
      .values({ kind, part, fileName, startedBy: admin.id })
      .returning({ id: irsImports.id });
    return row!.id;
  });
}

/** A refused or broken import: its staged rows go, the record stays as history with the reason. */
async function failImport(db: Queryable, importId: number, kind: IrsFileKind, error: string) {
  const table = IRS_FILE_LAYOUTS[kind].table;
  await db.delete(table).where(eq(table.importId, importId));
  await db
    .update(irsImports)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(irsImports.id, importId));
}

/** A file far smaller than the data in use is more likely cut short than complete: the admin must say. */
async function checkShrink(db: Queryable, upload: IrsUpload, part: string, rows: number) {
  if (upload.confirmComplete) return;
  const [live] = await db
    .select({ rows: irsImports.rowCount })
    .from(irsImports)
    .where(and(eq(irsImports.kind, upload.kind), eq(irsImports.part, part), eq(irsImports.status, 'live')));
  if (live && rows < live.rows / 2) throw badRequest(IRS_IMPORT_MESSAGES.shrink(rows, live.rows));
}

/** Turn whatever stopped the import into the refusal the admin reads, or undefined for the server's own fault. */
function refusalOf(error: unknown, upload: IrsUpload): AppError | undefined {
  if (upload.file.truncated || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
    return payloadTooLarge(IRS_IMPORT_MESSAGES.tooLarge);
  if (error instanceof IrsFileError) return badRequest(`${error.message} ${KEPT}`);
  if (error instanceof AppError) return error;
  if (upload.file.errored) return badRequest(IRS_IMPORT_MESSAGES.broken);
  return undefined;
}

/**
 * Import one IRS file (docs/product.md, "Checking a nonprofit against IRS data"): its rows stream
 * into staging under a loading import whose row count and bytes grow as batches land; a file read
 * whole then becomes the data in use in one transaction with its audit entry, and the rows it
 * replaced are deleted after. Any refusal leaves the data in use as it was.
 */
export async function importIrsFile(db: Database, admin: UserRow, upload: IrsUpload): Promise<IrsImportResult> {
  const part = irsPartOf(upload.kind, upload.fileName);
  const importId = await startImport(db, admin, upload.kind, part, upload.fileName);
  const layout = IRS_FILE_LAYOUTS[upload.kind];
  let swapped: { replacedImportId: number | null; held: { id: number; organization_name: string | null }[] };
  try {
    const read = await readIrsFile(upload.file, upload.kind, async (rows, progress) => {
      await insertIrsRows(db, layout, importId, rows);
      await db
        .update(irsImports)
        .set({ rowCount: progress.rows, bytes: progress.bytes })
        .where(eq(irsImports.id, importId));
    });
    if (upload.file.truncated) throw payloadTooLarge(IRS_IMPORT_MESSAGES.tooLarge);
    await checkShrink(db, upload, part, read.rows);
    swapped = await db.transaction(async (tx) => {
      await tx.update(irsImports).set({ rowCount: read.rows, bytes: read.bytes }).where(eq(irsImports.id, importId));
      const swap = await makeImportLive(tx, importId);
      const held =
        swap.heldNonprofitIds.length === 0
          ? []
          : await tx
              .select({ id: users.id, organization_name: users.organizationName })
              .from(users)
              .where(inArray(users.id, swap.heldNonprofitIds));
      await recordAudit(tx, {
        adminId: admin.id,
        action: 'irs.import',
        targetType: 'irs_file',
        targetId: importId,
        targetLabel: upload.fileName,
        before: swap.replacedImportId === null ? null : { replaced_import_id: swap.replacedImportId },
        after: { kind: upload.kind, part, rows: read.rows, held_nonprofits: held },
      });
      return { replacedImportId: swap.replacedImportId, held };
    });
  } catch (error) {
    const refusal = refusalOf(error, upload);
    upload.file.unpipe();
    upload.file.resume();
    await failImport(
      db,
      importId,
      upload.kind,
      refusal ? String(refusal.detail) : 'The import failed on the server. ' + KEPT,
    );
    throw refusal ?? error;
  }
  // The replaced rows are no longer read by anyone; the replaced import stays as history.
  if (swapped.replacedImportId !== null)
    await db.delete(layout.table).where(eq(layout.table.importId, swapped.replacedImportId));
  const record = await findIrsImport(db, importId);
  return { ...record!, held_nonprofits: swapped.held };
}
