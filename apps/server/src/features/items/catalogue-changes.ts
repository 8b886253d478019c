import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { catalogueChanges, catalogueVersion } from '#src/platform/database/schema';
import type { ChangeFilter } from './change-filter';

/**
 * The invalidation state of cached marketplace pages, as the database keeps it for every server
 * process (migrations 0005 and 0012, docs/decisions/002-marketplace-search.md): a catalogue version
 * that moves at the commit of any change to items or donor names, and the item rows each version
 * changed, before and after.
 */

/** A page this many versions behind is read again rather than checked against all those changes. */
export const MAX_VERSIONS_CHECKED = 1_000;

export async function readCatalogueVersion(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * What one cached page depends on (items-page-dependency.ts builds it with the page). Its rows, its
 * next cursor, its total and the choice between whole-word and typo-tolerant search all come from the
 * listed items that match its filters; so only a changed row that matches them, before or after the
 * change, can change the page, and then only if it sorts among the rows the page read, or could
 * switch the search, or moves the count the page shows.
 */
export interface DependencyConditions {
  /**
   * The page's filters and search (the search that ran), one condition for each count the page shows:
   * its total, and for a nonprofit the matches its reach leaves out.
   */
  counts: SQL[];
  /** Listed rows with the whole words, wherever they are: for a page they could switch between searches. */
  switches?: SQL;
  /** Of the matching rows, those whose change would change the page's rows or its choice of search. */
  reaches: SQL;
  /**
   * Any change that taught the vocabulary a title word reaches the page, whatever it matches: a
   * typo-tolerant page's similar words come from that vocabulary (migration 0030).
   */
  newTitleWords?: boolean;
}

/** The rows a page depends on at all: those in one of its counts, or that could switch its search. */
export function matchesOf({ counts, switches }: DependencyConditions): SQL {
  return or(...counts, switches)!;
}

export interface PageDependency {
  conditions(): DependencyConditions;
  /** A first look at a logged change, in this process (change-filter.ts). */
  changeFilter: ChangeFilter;
  /**
   * How many matching rows may still change without changing the total shown: 0 when the count is
   * exact, else how far it passed the cap. Spent by every check that keeps the page.
   */
  countSlack: number;
}

export interface ChangeCheck {
  /** The catalogue version the check saw. */
  version: number;
  /** Whether any change after the page's version could have changed it (or is no longer logged). */
  touched: boolean;
  /** How far the changes since then could have moved the page's counts (what they spent of its slack). */
  moved: number;
}

/**
 * The changes after `since`, seen from one page: whether one reached it (or some are no longer
 * logged), and by how much they could have moved its counts. Joined LATERAL to catalogue_version, to
 * read its pruned_through. The page's own conditions are run against the logged rows: they carry
 * the filtered and sorted columns of `items` under the same names, and here they are named "items",
 * so the conditions read them exactly as they read the table.
 *
 * A count moves only when an item enters or leaves it. Every change logs the item before and after
 * it, and each state between two changes is logged twice (after the one, before the next), so an
 * item's logged images in a count are odd in number exactly when it is in the count at one end of
 * the changes and not at the other. An edit that leaves a row matching (its quantity, its
 * description) moves no count: a page whose total is exact is kept if the row sorts after its rows.
 */
export function changesFor(since: number, dependency: PageDependency): SQL {
  const conditions = dependency.conditions();
  const { counts, reaches, newTitleWords } = conditions;
  const changes = sql`select * from ${catalogueChanges} where ${catalogueChanges.version} > ${since}`;
  const everyPage = newTitleWords ? sql`"items"."every_page" or "items"."new_title_words"` : sql`"items"."every_page"`;
  const inCount = counts.map((_, index) => sql.raw(`"items"."in_count_${index}"`));
  const countColumns = counts.map((condition, index) => sql`, (${condition}) as ${sql.raw(`"in_count_${index}"`)}`);
  const matches = or(...inCount, conditions.switches)!;
  const moved = sql.join(
    inCount.map((column) => sql`count(*) filter (where ${column}) % 2`),
    sql` + `,
  );
  return sql`(
    select ${catalogueVersion.prunedThrough} > ${since} or coalesce(bool_or("reached"), false) as "reached",
           coalesce(sum("moved"), 0) as "moved"
    from (
      select bool_or(${everyPage} or ((${matches}) and (${reaches}))) as "reached", ${moved} as "moved"
      from (select "items".*${sql.join(countColumns)} from (${changes}) as "items") as "items"
      group by "items"."id") as "per_item")`;
}

/** What changesFor found, as a check of a page at `version` (the same statement's version). */
export function checkOf(
  version: number | string,
  reached: boolean,
  moved: number | string,
  dependency: PageDependency,
): ChangeCheck {
  const count = Number(moved);
  return { version: Number(version), touched: reached || count > dependency.countSlack, moved: count };
}

interface CheckRow {
  version: number | string;
  reached: boolean;
  moved: number | string;
}

/** Could a change committed after `since` have changed the page? One statement, one snapshot. */
export async function changedSince(db: Queryable, since: number, dependency: PageDependency): Promise<ChangeCheck> {
  const result = (await db.execute(sql`
    select ${catalogueVersion.version} as "version", "changes"."reached", "changes"."moved"
    from ${catalogueVersion}, lateral ${changesFor(since, dependency)} as "changes"
    where ${catalogueVersion.id} = 1`)) as unknown as { rows: CheckRow[] };
  const [row] = result.rows;
  return row ? checkOf(row.version, row.reached, row.moved, dependency) : { version: 0, touched: true, moved: 0 };
}
