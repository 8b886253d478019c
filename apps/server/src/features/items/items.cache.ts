import type { ItemsPage } from '@app/shared';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/database/client';
import { catalogueVersion } from '../../platform/database/schema';
import type { ItemsQueryInput } from './items-query';
import type { Viewer } from './items.visibility';

/** A safety net only: a page is dropped as soon as the catalogue version moves. */
const MAX_AGE_MS = 60_000;

interface CachedPage {
  version: number;
  page: ItemsPage;
}

export interface ItemsPageCacheStats {
  /** Pages served from the cache. */
  hits: number;
  /** Pages read from the database. */
  misses: number;
}

export interface ItemsPageCache {
  /** The page for this viewer and query, from the cache while the catalogue is unchanged, else from `load`. */
  read(db: Queryable, viewer: Viewer, query: ItemsQueryInput, load: () => Promise<ItemsPage>): Promise<ItemsPage>;
  /** Counted since the cache was made (the benchmark reads them in-process). */
  stats(): ItemsPageCacheStats;
}

const caches = new WeakMap<AppContext, ItemsPageCache>();

/** The page cache of one app (each server process builds one app from one context). */
export function itemsPageCacheOf(ctx: AppContext): ItemsPageCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = createItemsPageCache(ctx.config.marketplaceCachePages)));
  return cache;
}

export async function readCatalogueVersion(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Ranking and counting every match of a search costs milliseconds of database time, and most
 * visitors look at the same first pages. A page is reused while the catalogue version (bumped at the
 * commit of any change to items or donor names, migration 0005) is the one it was read at: one
 * primary-key read per request, and every server process sees a change on its next request.
 * The version is read before the page, so a page can only be newer than its label, never older.
 */
export function createItemsPageCache(maxPages: number): ItemsPageCache {
  const counts: ItemsPageCacheStats = { hits: 0, misses: 0 };
  const stats = () => ({ ...counts });
  if (maxPages === 0) {
    return {
      read: (_db, _viewer, _query, load) => {
        counts.misses++;
        return load();
      },
      stats,
    };
  }
  const pages = new LRUCache<string, CachedPage>({ max: maxPages, ttl: MAX_AGE_MS });
  return {
    async read(db, viewer, query, load) {
      const version = await readCatalogueVersion(db);
      const key = JSON.stringify([viewer, query]);
      const cached = pages.get(key);
      if (cached?.version === version) {
        counts.hits++;
        return cached.page;
      }
      counts.misses++;
      const page = await load();
      pages.set(key, { version, page });
      return page;
    },
    stats,
  };
}
