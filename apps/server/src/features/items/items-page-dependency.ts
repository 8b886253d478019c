import { ITEMS_TOTAL_CAP } from '@app/shared';
import { and, not, or, sql } from 'drizzle-orm';
import { items } from '#src/platform/database/schema';
import type { DependencyConditions, PageDependency } from './catalogue-changes';
import { changeFilter } from './change-filter';
import {
  afterCursor,
  listedCondition,
  pageConditions,
  sortPlan,
  type Cursor,
  type ItemsQueryInput,
} from './items-query';
import { searchPlan } from './search-plan';
import type { Viewer } from './items.visibility';

/** What reading one page found: which search ran, the last row it read, how many matches it counted. */
export interface PageRead {
  /** The typo-tolerant search ran, because no listed item has the whole words. */
  typos: boolean;
  /** The whole words matched nothing the page's filters and reach let through, but listed items elsewhere. */
  wordsElsewhere: boolean;
  /** The last row read, one past the last shown (it decides next_cursor); null when the list ended. */
  bound: Cursor | null;
  /** Matches counted, up to the count's limit. */
  counted: number;
  /** For a nonprofit, the matches its reach leaves out, counted up to the same limit. */
  outOfReachCounted?: number;
}

/** Past the cap the number shown ("1,000+") holds until the count could fall to it. */
const slackOf = (counted: number) => Math.max(0, counted - (ITEMS_TOTAL_CAP + 1));

/**
 * What a cached page depends on (docs/decisions/002-marketplace-search.md). Its conditions are built
 * again when a check needs them rather than kept with the page: as SQL they weigh several times the
 * page's own bytes.
 */
export function pageDependency(viewer: Viewer, query: ItemsQueryInput, read: PageRead): PageDependency {
  // A nonprofit's page also shows how many matches its reach leaves out. While that count is past
  // its cap too, a change to one of them is absorbed like one to the total; otherwise any reaches it.
  const outOfReachSlack = read.outOfReachCounted === undefined ? 0 : slackOf(read.outOfReachCounted);
  return {
    countSlack: outOfReachSlack > 0 ? Math.min(slackOf(read.counted), outOfReachSlack) : slackOf(read.counted),
    conditions: () => dependencyConditions(viewer, query, read, outOfReachSlack === 0),
    changeFilter: changeFilter(query, read, { anyMatchReaches: viewer.role === 'nonprofit' && outOfReachSlack === 0 }),
  };
}

/**
 * Every row the page can depend on matches its filters and the search that ran: the whole words, or
 * for a typo-tolerant page its own search (which includes them). A row only the typo-tolerant search
 * would match changes nothing on a page whose whole words found matches in its filters: they still
 * do, so the typo search still does not run. Of those rows, a change reaches the page's rows only if
 * the row sorts among the rows read, before or after the change (a row after the bound, both times,
 * never was among them, nor is now). Whether the typo-tolerant search runs depends on whether any
 * listed item has the whole words, anywhere: a page that found none in its own filters is reached by
 * any listed row that has them. A typo-tolerant page is also reached by any change that taught the
 * titles' vocabulary a word; otherwise its similar words are the same, and a row's rank depends on
 * that row alone. The counts the page shows move only when a row enters or leaves them (changesFor).
 */
function dependencyConditions(
  viewer: Viewer,
  query: ItemsQueryInput,
  read: PageRead,
  outOfReachReaches: boolean,
): DependencyConditions {
  const search = searchPlan(query.search);
  const ran = search?.exact && !read.typos ? search.exact : search;
  const plan = sortPlan(query.sort_by, ran);
  const within = read.bound ? not(afterCursor(plan, plan.key, items.id, read.bound)) : sql`true`;
  const switches =
    search?.exact && (read.typos || read.wordsElsewhere) ? and(listedCondition, search.exact.condition) : undefined;
  const searching = search !== null;
  const filtered = and(pageConditions(viewer, query, searching), ran?.condition) ?? sql`true`;
  const reaches = or(within, switches) ?? within;
  // A title word new to the catalogue can make a typo-tolerant page match items anywhere in its
  // order, items no change touched (the similar words it reads: search-plan.ts, correctedWordsQuery).
  const newTitleWords = read.typos;
  // A nonprofit's page also counts the matches its reach leaves out (listItems): a change to one of
  // them can move that count, unless it is past its cap (pageDependency).
  const outOfReach =
    viewer.role === 'nonprofit' ? pageConditions(viewer, query, searching, { reach: 'out' }) : undefined;
  if (!outOfReach) return { counts: [filtered], switches, reaches, newTitleWords };
  const left = and(outOfReach, ran?.condition) ?? sql`true`;
  return {
    counts: [filtered, left],
    switches,
    reaches: outOfReachReaches ? (or(reaches, left) ?? reaches) : reaches,
    newTitleWords,
  };
}
