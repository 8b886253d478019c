import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { MAX_VERSIONS_CHECKED } from './catalogue-changes';
import type { LoggedRow } from './change-filter';
import { sortPlan } from './items-query';
import { vectorLexemes } from './lexeme-match';

/** Rows kept: a bulk import logs two per item; past this the log starts again from its last version. */
const MAX_ROWS = 20_000;

/**
 * The catalogue's logged changes (catalogue_changes, migration 0012) as this process has read them
 * from one database server, so that the change filter (change-filter.ts) can look at them without a
 * statement per page. Read once per new version, whatever the number of pages it concerns; kept for
 * as many versions as a cached page may be checked across.
 */
export interface CatalogueLog {
  /**
   * The rows logged after `since` up to `version` (a version read from the same server), or
   * undefined when this process cannot tell: versions from before it started keeping them, or no
   * longer kept.
   */
  rowsBetween(since: number, version: number): Promise<LoggedRow[] | undefined>;
  /** A version read from the server: the log covers the changes after the first one it is told. */
  notice(version: number): void;
}

interface FetchedRow {
  pruned_through: number | string;
  version: number | string | null;
  every_page: boolean;
  new_title_words: boolean;
  id: number | null;
  created_key: string | null;
  donor_id: number | null;
  category: string | null;
  fmv_cents: number | null;
  quantity: number | null;
  shipping_options: string[] | null;
  status: string | null;
  held_for_nonprofit_id: number | null;
  search_vector: string | null;
}

export function createCatalogueLog(db: Queryable): CatalogueLog {
  /** The rows of versions after `from` through `through`, in version order. */
  let from: number | undefined;
  let through = 0;
  let rows: LoggedRow[] = [];
  let fetching: Promise<void> | undefined;

  const startAt = (version: number) => {
    from = version;
    through = version;
    rows = [];
  };

  // Every row up to `version` is committed once `version` can be read: the version moves at the
  // commit of the transaction that logged them (migration 0012).
  const fetchThrough = async (version: number) => {
    const after = through;
    const result = (await db.execute(sql`
      select "v"."pruned_through", "c"."version", "c"."every_page", "c"."new_title_words", "c"."id",
             ${sortPlan('created_at', null).text(sql`"c"."created_at"`)} as "created_key", "c"."donor_id",
             "c"."category", "c"."fmv_cents", "c"."quantity", "c"."shipping_options", "c"."status",
             "c"."held_for_nonprofit_id", "c"."search_vector"::text as "search_vector"
      from "catalogue_version" as "v"
      left join "catalogue_changes" as "c" on "c"."version" > ${after} and "c"."version" <= ${version}
      where "v"."id" = 1
      order by "c"."version"`)) as unknown as { rows: FetchedRow[] };
    const fetched = result.rows.filter((row) => row.version !== null);
    const pruned = Number(result.rows[0]?.pruned_through ?? 0);
    if (pruned > after || fetched.length > MAX_ROWS) {
      startAt(version);
      return;
    }
    rows.push(...fetched.map(loggedRow));
    through = version;
    // Forget whole versions, oldest first, beyond what is kept.
    let keepAfter = Math.max(from!, through - MAX_VERSIONS_CHECKED);
    if (rows.length > MAX_ROWS) keepAfter = Math.max(keepAfter, rows[rows.length - MAX_ROWS - 1]!.version);
    if (keepAfter > from!) {
      from = keepAfter;
      rows = rows.filter((row) => row.version > keepAfter);
    }
  };

  return {
    notice(version) {
      if (from === undefined) startAt(version);
    },
    async rowsBetween(since, version) {
      if (from === undefined) startAt(version);
      while (through < version) {
        fetching ??= fetchThrough(version).finally(() => {
          fetching = undefined;
        });
        await fetching;
      }
      if (since < from!) return undefined;
      return rows.filter((row) => row.version > since && row.version <= version);
    },
  };
}

function loggedRow(row: FetchedRow): LoggedRow {
  return {
    version: Number(row.version),
    everyPage: row.every_page,
    newTitleWords: row.new_title_words,
    id: row.id,
    createdKey: row.created_key,
    donorId: row.donor_id,
    category: row.category,
    fmvCents: row.fmv_cents,
    quantity: row.quantity,
    shippingOptions: row.shipping_options,
    status: row.status,
    heldForNonprofitId: row.held_for_nonprofit_id,
    lexemes: row.search_vector === null ? null : vectorLexemes(row.search_vector),
  };
}
