import { LRUCache } from 'lru-cache';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { changedSince, MAX_VERSIONS_CHECKED, type ChangeCheck, type PageDependency } from './catalogue-changes';
import { createCatalogueLog, type CatalogueLog } from './catalogue-log';
import { sharedCatalogueReads } from './catalogue-reads';
import { createWordsTests } from './words-tests';
import type { ItemsQueryInput } from './items-query';
import type { Viewer } from './items.visibility';

/**
 * A safety net only: a page is reread as soon as a change could have moved it. The limit bounds what
 * a change made around the triggers (a TRUNCATE, a manual restore) could leave behind; at a minute, a
 * page asked for less often than that was never reused (docs/decisions/002-marketplace-search.md).
 */
const MAX_AGE_MS = 10 * 60_000;

/** A page, and which item rows it depends on. */
export interface LoadedPage<T> {
  page: T;
  dependency: PageDependency;
}

interface CachedPage<T> extends LoadedPage<T> {
  /** The page is what a read at this catalogue version (or a later one) returns. */
  version: number;
}

/** How to read a page (items.service.ts, listItems). */
export interface PageSource<T> {
  load(): Promise<LoadedPage<T>>;
}

export interface ItemsPageCacheStats {
  /** Pages served from the cache (as they were, or after checking the changes since). */
  hits: number;
  /** Of the hits, pages kept across a new catalogue version after checking its changes. */
  kept: number;
  /** Of the kept, pages the change filter kept without asking the database (change-filter.ts). */
  filtered: number;
  /** Pages taken from another request's read of the same page, already under way. */
  shared: number;
  /** Pages read from the database. */
  misses: number;
  /** Of the misses, pages that were cached but a change could have reached (the others were not cached). */
  reached: number;
}

/** A read or check of one page under way: its result is what a read at `version` or later returns. */
interface Flight<T> {
  version: number;
  done: Promise<CachedPage<T>>;
}

export interface ItemsPageCache<T> {
  /**
   * The page for this viewer and query: from the cache while no change could have moved it, else
   * read. `db` is the server the request reads (a replica or the primary): the catalogue version,
   * the checks and `source` must all read that one server (docs/decisions/017-read-replicas.md).
   */
  read(viewer: Viewer, query: ItemsQueryInput, source: PageSource<T>, db?: Queryable): Promise<T>;
  /** Counted since the cache was made (the benchmark reads them in-process). */
  stats(): ItemsPageCacheStats;
}

/**
 * Ranking and counting the matches of a search costs milliseconds of database time, and most
 * visitors look at the same first pages, while donors edit items all day
 * (docs/decisions/002-marketplace-search.md). A page is reused while the catalogue version is the
 * one it was read at, and kept across a new version when none of the item rows that version changed
 * could change it: the database answers, against the row images logged with each version and the
 * page's own conditions (catalogue-changes.ts), unless the process's own look at those rows, read
 * once per version, already rules every one of them out (change-filter.ts). The version is read from
 * the database on every request, so every server process sees a change committed anywhere on its
 * next request. The version is read before the page, so a page can only be newer than its label,
 * never older.
 *
 * With read replicas, a request's version, checks and page all come from the one server it reads: a
 * replica replays the primary's commits in order, so a version read there is a true label of what a
 * later read there returns, and versions mean the same on every server. A page read on a replica
 * that lags is labelled with that replica's older version, never the primary's, and a request that
 * reads a newer version (on the primary or a replica that caught up) checks or rereads it.
 */
export function createItemsPageCache<T>(primary: Queryable, maxPages: number): ItemsPageCache<T> {
  const counts: ItemsPageCacheStats = { hits: 0, kept: 0, filtered: 0, shared: 0, misses: 0, reached: 0 };
  const stats = () => ({ ...counts });
  const load = (source: PageSource<T>) => {
    counts.misses++;
    return source.load();
  };
  if (maxPages === 0) return { read: async (_viewer, _query, source) => (await load(source)).page, stats };

  const pages = new LRUCache<string, CachedPage<T>>({ max: maxPages, ttl: MAX_AGE_MS });
  /** Keeps a page the changes since its version did not reach: it is what a read at the check's version returns. */
  const keep = (cached: CachedPage<T>, check: ChangeCheck) => {
    // In place, so the safety-net age still counts from the read.
    cached.version = Math.max(cached.version, check.version);
    cached.dependency.countSlack -= check.moved;
    counts.kept++;
    return cached;
  };
  /** One log of changes per server, like the version reads (catalogue-log.ts). */
  const logs = new Map<Queryable, CatalogueLog>();
  const wordsTests = createWordsTests();
  const logOf = (db: Queryable) => {
    let log = logs.get(db);
    if (!log) logs.set(db, (log = createCatalogueLog(db)));
    return log;
  };
  /**
   * Kept, relabelled to `version`, when no change logged since its version could have changed it, as
   * the change filter sees them in this process; false when it cannot tell or any could.
   */
  const keptByFilter = async (db: Queryable, cached: CachedPage<T>, version: number) => {
    const log = logOf(db);
    const since = cached.version;
    const rows = await log.rowsBetween(since, version).catch(() => undefined);
    if (!rows) return false;
    const filter = cached.dependency.changeFilter;
    const words = filter.words && (await wordsTests.of(db, filter.words));
    const kept = filter.keeps(rows, words, cached.dependency.countSlack);
    if (!kept) return false;
    counts.filtered++;
    keep(cached, { version, touched: false, moved: kept.moved });
    return true;
  };
  /** The cached page when it is still what a read at `version` returns (relabelled to the version checked). */
  const stillValid = async (db: Queryable, cached: CachedPage<T> | undefined, version: number) => {
    if (!cached) return undefined;
    if (cached.version >= version) return cached;
    if (version - cached.version > MAX_VERSIONS_CHECKED) return undefined;
    if (await keptByFilter(db, cached, version)) return cached;
    const check = await changedSince(db, cached.version, cached.dependency);
    return check.touched ? undefined : keep(cached, check);
  };

  const refresh = async (db: Queryable, key: string, version: number, source: PageSource<T>, reached: boolean) => {
    const cached = pages.get(key);
    const valid = reached ? undefined : await stillValid(db, cached, version);
    if (valid) {
      counts.hits++;
      return valid;
    }
    if (cached) counts.reached++;
    const fresh = { version, ...(await load(source)) };
    pages.set(key, fresh);
    return fresh;
  };
  /**
   * Concurrent requests for one stale page share one check or read (single flight). A request may
   * take a flight's result only if that flight started after the request's own version read, that is
   * with a version at least its own: the result then holds every change committed before the request.
   */
  const flights = new Map<string, Flight<T>>();
  /** One shared version read per server, so that each request's version comes from the server it reads. */
  const catalogueReads = new Map<Queryable, ReturnType<typeof sharedCatalogueReads>>();
  const readerOf = (db: Queryable) => {
    let reads = catalogueReads.get(db);
    if (!reads) catalogueReads.set(db, (reads = sharedCatalogueReads(db)));
    return reads;
  };
  /**
   * The newest version read from each server: a page labelled older is known to need a check, by the
   * change filter or with that server's next version read.
   */
  const newestOn = new Map<Queryable, number>();

  return {
    async read(viewer, query, source, db = primary) {
      const key = JSON.stringify([viewer, query]);
      const known = pages.get(key);
      // Most changes cannot reach most pages, and the filter needs no statement to say so. Only with
      // a version read from this same server: its log holds every change up to it.
      const seen = newestOn.get(db) ?? 0;
      const behind = (page: CachedPage<T>) => page.version < seen && seen - page.version <= MAX_VERSIONS_CHECKED;
      if (known && behind(known)) await keptByFilter(db, known, seen);
      // A page the filter kept is relabelled; one still behind is checked with the version read.
      const { version, check } = await readerOf(db)(
        known && behind(known) ? { key, since: known.version, dependency: known.dependency } : undefined,
      );
      newestOn.set(db, Math.max(newestOn.get(db) ?? 0, version));
      logOf(db).notice(version);
      const cached = pages.get(key);
      if (cached && cached.version >= version) {
        counts.hits++;
        return cached.page;
      }
      // Checked in the same statement, against this very entry as it was labelled then.
      const checked = cached && check && cached === known && cached.version === check.since;
      if (checked && !check.touched) {
        counts.hits++;
        return keep(cached, check).page;
      }
      const flight = flights.get(key);
      if (flight && flight.version >= version) {
        counts.shared++;
        return (await flight.done).page;
      }
      const mine: Flight<T> = { version, done: refresh(db, key, version, source, Boolean(checked)) };
      flights.set(key, mine);
      try {
        return (await mine.done).page;
      } finally {
        if (flights.get(key) === mine) flights.delete(key);
      }
    },
    stats,
  };
}

const caches = new WeakMap<AppContext, ItemsPageCache<unknown>>();

/** The page cache of one app (each server process builds one app from one context). */
export function itemsPageCacheOf<T>(ctx: AppContext): ItemsPageCache<T> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = createItemsPageCache(ctx.db, ctx.config.marketplaceCachePages)));
  return cache as ItemsPageCache<T>;
}
