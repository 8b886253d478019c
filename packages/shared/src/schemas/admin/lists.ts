import { z } from 'zod';
import { rowIdSchema, safeString } from '../common';

/** Admin lists show 20 rows a page by default; a page is never larger than 100. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Query strings arrive as '' or 'all' when a filter is cleared: both mean "no filter". */
export const blankToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

/** An optional filter from a fixed list of words ('' and 'all' mean none). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional());

/** An optional true/false filter in a query string ('' means false). */
export const optionalFlag = (name: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === '' ? false : value),
    z.boolean({ error: `${name} must be true or false` }).optional(),
  );

/**
 * What every paged admin list accepts (docs/product.md, Admin console): page (from 1), limit,
 * search, sort_dir, `user_id` (rows involving that account) and the seed's `admin_id`, which must be
 * the caller's (checked before validation for every admin call). Lists extend it with their own
 * filters and `sort_by` words.
 */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page must be 1 or more' }).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'Limit must be 1 or more' })
    .max(ADMIN_MAX_PAGE_SIZE, { error: `Limit must be at most ${ADMIN_MAX_PAGE_SIZE}` })
    .default(ADMIN_PAGE_SIZE),
  search: z.preprocess(blankToUndefined, safeString().trim().max(200).optional()),
  sort_dir: optionalChoice('sort_dir', ['asc', 'desc'] as const),
  user_id: z.preprocess(blankToUndefined, rowIdSchema.optional()),
  admin_id: rowIdSchema.optional(),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** What every paged admin list answers besides its rows. */
export const adminPageFields = {
  total: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
};

/** The page count for a total (at least 1, so "page 1 of 1" reads right on an empty list). */
export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
