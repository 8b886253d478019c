import {
  IRS_FILE_KINDS,
  totalPages,
  type AdminIrsImport,
  type AdminIrsImportsPage,
  type AdminIrsImportsQuery,
  type IrsPartInUse,
} from '@app/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { irsImports, users } from '#src/platform/database/schema';

const columns = { row: irsImports, startedByName: users.name };

function present({ row, startedByName }: { row: typeof irsImports.$inferSelect; startedByName: string | null }) {
  return {
    id: row.id,
    kind: row.kind,
    part: row.part,
    file_name: row.fileName,
    status: row.status,
    row_count: row.rowCount,
    bytes: row.bytes,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    started_by_id: row.startedBy,
    started_by_name: startedByName,
    error: row.error,
  } satisfies AdminIrsImport;
}

const readImports = (db: Queryable, where: SQL | undefined) =>
  db.select(columns).from(irsImports).leftJoin(users, eq(users.id, irsImports.startedBy)).where(where);

/** One import, for progress polling and the POST's answer. */
export async function findIrsImport(db: Queryable, id: number): Promise<AdminIrsImport | undefined> {
  const [row] = await readImports(db, eq(irsImports.id, id)).limit(1);
  return row && present(row);
}

/** The files in use: every live import (at most one per kind and part), grouped by kind. */
async function importsInUse(db: Queryable): Promise<AdminIrsImportsPage['in_use']> {
  const live = await readImports(db, eq(irsImports.status, 'live')).orderBy(asc(irsImports.part));
  return IRS_FILE_KINDS.map((kind) => ({
    kind,
    parts: live
      .filter(({ row }) => row.kind === kind)
      .map(({ row, startedByName }): IrsPartInUse => ({
        import_id: row.id,
        part: row.part,
        file_name: row.fileName,
        row_count: row.rowCount,
        imported_at: (row.finishedAt ?? row.startedAt).toISOString(),
        imported_by_name: startedByName,
      })),
  }));
}

/**
 * The import history, newest first (over irs_imports_started_idx), with what is in use. Imports
 * are a few a month, so the filters need no index of their own.
 */
export async function listIrsImports(db: Queryable, query: AdminIrsImportsQuery): Promise<AdminIrsImportsPage> {
  const where = and(
    query.kind ? eq(irsImports.kind, query.kind) : undefined,
    query.status ? eq(irsImports.status, query.status) : undefined,
  );
  const order = query.sort_dir === 'asc' ? asc : desc;
  const [[totals], rows, inUse] = await Promise.all([
    db.select({ total: count() }).from(irsImports).where(where),
    readImports(db, where)
      .orderBy(order(irsImports.startedAt), order(irsImports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    importsInUse(db),
  ]);
  const total = totals?.total ?? 0;
  return {
    imports: rows.map(present),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
    in_use: inUse,
  };
}
