import { z } from 'zod';
import { rowIdSchema, safeString } from './common';
import { DONOR_SCOPES } from '../constants';
import { DELIVERY_OPTIONS, ITEM_SORTS, ITEM_STATUSES, PAGE_LIMITS } from '../marketplace-constants';

const optionalNumber = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be 0 or more' }).optional(),
);

const listOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(schema).max(10));

/** GET /api/items query. Location narrows from the viewer's own location. */
export const itemsQuerySchema = z
  .object({
    search: safeString().trim().max(200).optional(),
    category: safeString().trim().max(100).optional(),
    location: z.enum(['all', ...DONOR_SCOPES], { error: 'Unknown location scope' }).optional(),
    min_value: optionalNumber,
    max_value: optionalNumber,
    sort_by: z.enum(ITEM_SORTS, { error: 'Unknown sort' }).default('created_at'),
    delivery_option: listOf(z.enum(DELIVERY_OPTIONS, { error: 'Unknown delivery option' })),
    user_state: safeString().trim().max(2).optional(),
    user_id: rowIdSchema.optional(),
    /** Only this donor's listed items (the donor's own marketplace view). */
    donor_id: rowIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMITS.itemsMax).default(PAGE_LIMITS.itemsDefault),
    /** Opaque keyset cursor from the previous page's next_cursor. */
    cursor: safeString().max(500).optional(),
    /** Landing page row: the newest available items, at most featured_items_limit. */
    featured: z.enum(['true', 'false']).optional(),
  })
  .refine(
    (query) => query.min_value === undefined || query.max_value === undefined || query.min_value <= query.max_value,
    {
      message: 'min_value must not be more than max_value',
      path: ['min_value'],
    },
  );
export type ItemsQuery = z.input<typeof itemsQuerySchema>;

export const itemImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  public_id: z.string().nullable(),
  original_filename: z.string().nullable(),
  thumbnail_url: z.string().nullable().optional(),
});

export const itemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** Unit value in dollars with two decimals. */
  fair_market_value: z.number(),
  /** Quantity still available. */
  quantity: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  /** Always a picture: the donor's, or the category placeholder. */
  image_url: z.string(),
  thumbnail_url: z.string(),
  images: z.array(itemImageSchema),
  location: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  shipping_options: z.array(z.enum(DELIVERY_OPTIONS)),
  donor_id: z.number().int(),
  donor_company_name: z.string(),
  /** Tokens to request one unit (tokenCost). */
  token_cost: z.number().int(),
  /** Whether the donor allows resale, auction or raffle (the request dialog offers that use only then). */
  resale_permitted: z.boolean(),
  created_at: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

/**
 * For a nonprofit: the listed items that match the same filters but that their donors' scope does
 * not reach (docs/product.md, Marketplace and donor scope), so the page can say why they are not
 * shown. Counted up to ITEMS_TOTAL_CAP like `total`.
 */
export const marketplaceReachSchema = z.object({
  out_of_reach: z.number().int(),
  /** True when more items are out of reach than `out_of_reach` says. */
  out_of_reach_capped: z.boolean(),
  /** Of those, items offered only within a distance of their donor (local community, citywide). */
  nearby_only: z.number().int(),
  /** Of those, items offered only within their donor's state (statewide). */
  state_only: z.number().int(),
  /** Whether the nonprofit's address could be placed: without, no distance can be measured. */
  placed: z.boolean(),
});
export type MarketplaceReach = z.infer<typeof marketplaceReachSchema>;

export const itemsPageSchema = z.object({
  items: z.array(itemSchema),
  /** Number of items matching the filters (all pages), at most ITEMS_TOTAL_CAP. */
  total: z.number().int(),
  /** True when more items match than `total` says (the count stopped at ITEMS_TOTAL_CAP). */
  total_capped: z.boolean(),
  next_cursor: z.string().nullable(),
  /** Null for visitors, donors and admins, who see every listed item. */
  reach: marketplaceReachSchema.nullable(),
});
export type ItemsPage = z.infer<typeof itemsPageSchema>;

export const categoriesResponseSchema = z.object({ categories: z.array(z.string()) });
export const locationsResponseSchema = z.object({
  locations: z.array(z.object({ state: z.string(), count: z.number().int() })),
});
export const donorScopeOptionsResponseSchema = z.object({
  scope_options: z.array(z.object({ value: z.enum(DONOR_SCOPES), label: z.string() })),
});
