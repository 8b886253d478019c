import { FALLBACK_CATEGORIES } from '@app/shared';
import { count } from 'drizzle-orm';
import type { Queryable } from './database/client';
import { categories } from './database/schema';

/**
 * Gives an empty categories table the built-in fallback list at start. Several processes may
 * start at once: a name another one inserted first is skipped, not an error.
 */
export async function ensureCategories(db: Queryable): Promise<void> {
  const [row] = await db.select({ value: count() }).from(categories);
  if ((row?.value ?? 0) > 0) return;
  await db
    .insert(categories)
    .values(FALLBACK_CATEGORIES.map((name, index) => ({ name, sortOrder: index })))
    .onConflictDoNothing({ target: categories.name });
}
