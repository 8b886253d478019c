import { DONOR_SCOPE_LABELS, DONOR_SCOPES, FALLBACK_CATEGORIES } from '@app/shared';
import { and, asc, count, desc, isNotNull } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { categories, items } from '#src/platform/database/schema';
import { listedCondition } from './items-query';
import { visibilityCondition, type Viewer } from './items.visibility';

/** Bounds for lists that could otherwise grow with the data. */
const MAX_CATEGORIES = 200;
const MAX_LOCATIONS = 100;

/** GET /categories: the table's order, or the built-in fallback list when it is empty. */
export async function listCategories(db: Queryable): Promise<{ categories: string[] }> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .limit(MAX_CATEGORIES);
  return { categories: rows.length > 0 ? rows.map((row) => row.name) : [...FALLBACK_CATEGORIES] };
}

/** GET /locations: states holding listed items the viewer may see, most items first. */
export async function listLocations(
  db: Queryable,
  viewer: Viewer,
): Promise<{ locations: { state: string; count: number }[] }> {
  const itemCount = count();
  const rows = await db
    .select({ state: items.state, count: itemCount })
    .from(items)
    .where(and(listedCondition, isNotNull(items.state), visibilityCondition(viewer)))
    .groupBy(items.state)
    .orderBy(desc(itemCount), asc(items.state))
    .limit(MAX_LOCATIONS);
  return { locations: rows.map((row) => ({ state: row.state ?? '', count: row.count })) };
}

/**
 * GET /donor-scope-options: the four reaches of a donor (docs/product.md, Marketplace and donor
 * scope), nearest first.
 */
export function listDonorScopeOptions() {
  return { scope_options: DONOR_SCOPES.map((value) => ({ value, label: DONOR_SCOPE_LABELS[value] })) };
}
