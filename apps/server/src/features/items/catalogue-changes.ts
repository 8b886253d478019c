import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/database/client';
import { catalogueChanges, catalogueVersion } from '../../platform/database/schema';

/**
 * The invalidation state of cached marketplace pages, as the database keeps it for every server
 * process (migrations 0005 and 0011, docs/decisions/002-marketplace-search.md): a catalogue version
 * that moves at the commit of any change to items or donor names, and the item rows each version
 * changed, before and after.
 */

export async function readCatalogueVersion(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * One read of the catalogue version for every request that asks before it is sent. A request may
 * share a read only if the read is sent after the request arrived, so that it sees every change
 * committed before: callers join the read queued for the next turn of the event loop, and a read
 * already sent is never joined.
 */
export function sharedVersionReads(db: Queryable): () => Promise<number> {
  // Prepared once: every request of every page asks it.
  const statement = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');
  let queued: Promise<number> | undefined;
  return () =>
    (queued ??= new Promise<number>((resolve, reject) => {
      setImmediate(() => {
        queued = undefined;
        statement.execute().then(([row]) => resolve(row?.version ?? 0), reject);
      });
    }));
}

export interface ChangeCheck {
  /** The catalogue version the check saw. */
  version: number;
  /** Whether any change after the page's version could have changed it (or is no longer logged). */
  touched: boolean;
}

/**
 * Could any change committed after `since` have changed a page whose rows, count and choice of
 * search all come from items matching `dependsOn`? Only if a changed row matched it before or after
 * the change (an item entering, leaving, moving within or changing on the page). The page's own
 * condition is run against the logged rows: they carry the filtered columns of `items` under the same
 * names, and here they are named "items", so `dependsOn` reads them exactly as it reads the table.
 * One statement: the version returned and the changes looked at come from the same snapshot.
 */
export async function changedSince(db: Queryable, since: number, dependsOn: SQL): Promise<ChangeCheck> {
  const changes = sql`select * from ${catalogueChanges} where ${catalogueChanges.version} > ${since}`;
  const touched = sql<boolean>`(${catalogueVersion.prunedThrough} > ${since} or exists (
    with "items" as (${changes}) select 1 from "items" where "items"."every_page" or (${dependsOn})))`;
  const [row] = await db
    .select({ version: catalogueVersion.version, touched })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return { version: row?.version ?? 0, touched: row?.touched ?? true };
}
