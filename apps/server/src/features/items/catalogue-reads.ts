import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { catalogueVersion } from '#src/platform/database/schema';
import { changesFor, checkOf, type ChangeCheck, type PageDependency } from './catalogue-changes';

/** A page a request already knows to be behind the catalogue: checked in the same statement. */
export interface KnownStale {
  key: string;
  since: number;
  dependency: PageDependency;
}

export interface SharedRead {
  version: number;
  /** The check of the request's page over (since, version], when it was asked for and fitted in. */
  check?: ChangeCheck & { since: number };
}

/** More checks in one statement would make every request of the turn wait for their planning. */
const MAX_CHECKS_PER_READ = 8;

interface Batch {
  checks: Map<string, KnownStale>;
  done: Promise<{ version: number; checks: Map<string, ChangeCheck & { since: number }> }>;
}

/**
 * One statement per turn of the event loop for every request that asks before it is sent: the
 * catalogue version, and the checks of pages the requests already know to be behind it (a request
 * of a page that only this read finds behind checks it separately). A request may share the
 * statement only if it is sent after the request arrived, so that it sees every change committed
 * before: callers join the statement queued for the next turn, and one already sent is never joined.
 */
export function sharedCatalogueReads(db: Queryable): (stale?: KnownStale) => Promise<SharedRead> {
  // Prepared once: every request of every page asks it.
  const versionOnly = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');
  let queued: Batch | undefined;

  const run = async (checks: KnownStale[]) => {
    if (checks.length === 0) {
      const [row] = await versionOnly.execute();
      return { version: row?.version ?? 0, checks: new Map() };
    }
    const columns: SQL[] = [];
    const joins: SQL[] = [];
    checks.forEach(({ since, dependency }, index) => {
      columns.push(sql.raw(`, "c${index}"."reached" as "r${index}", "c${index}"."moved" as "m${index}"`));
      joins.push(sql`, lateral ${changesFor(since, dependency)} as ${sql.raw(`"c${index}"`)}`);
    });
    const result = (await db.execute(sql`
      select ${catalogueVersion.version} as "version"${sql.join(columns)}
      from ${catalogueVersion}${sql.join(joins)}
      where ${catalogueVersion.id} = 1`)) as unknown as { rows: Record<string, number | string | boolean>[] };
    const [row] = result.rows;
    if (!row) throw new Error('catalogue_version has no row');
    const found = new Map<string, ChangeCheck & { since: number }>();
    checks.forEach(({ key, since, dependency }, index) => {
      const check = checkOf(row.version as number, row[`r${index}`] as boolean, row[`m${index}`] as number, dependency);
      found.set(key, { ...check, since });
    });
    return { version: Number(row.version), checks: found };
  };

  return async (stale) => {
    if (!queued) {
      const batch: Batch = { checks: new Map(), done: undefined as unknown as Batch['done'] };
      batch.done = new Promise((resolve, reject) => {
        setImmediate(() => {
          if (queued === batch) queued = undefined;
          run([...batch.checks.values()]).then(resolve, reject);
        });
      });
      queued = batch;
    }
    const batch = queued;
    if (stale && !batch.checks.has(stale.key) && batch.checks.size < MAX_CHECKS_PER_READ) {
      batch.checks.set(stale.key, stale);
    }
    const { version, checks } = await batch.done;
    const check = stale && checks.get(stale.key);
    return { version, check: check?.since === stale?.since ? check : undefined };
  };
}
