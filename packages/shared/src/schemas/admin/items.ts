import { z } from 'zod';
import { DONOR_SCOPES } from '../../constants';
import { LISTING_RULES } from '../../listing-constants';
import { DELIVERY_OPTIONS, ITEM_STATUSES, REQUEST_STATUSES, type ItemStatus } from '../../marketplace-constants';
import { optionalText, rowIdSchema, safeString } from '../common';
import { itemImageSchema } from '../items';
import { itemFormSchema } from '../listings';
import { adminListQuerySchema, adminPageFields, blankToUndefined, optionalChoice } from './lists';

/** The admin's items calls, said the same by server and browser (docs/product.md, Admin console). */
export const ADMIN_ITEM_MESSAGES = {
  updated: 'Item updated successfully',
  updateFailed: 'Error updating item',
  detailsFailed: 'Error fetching item details',
  stale: 'This item was changed by someone else. Reload it and try again.',
  approved: 'Item approved: it is now listed in the marketplace.',
  rejected: 'Item rejected: its donor has been emailed the reason.',
  reviewFailed: 'Error reviewing item',
  reasonRequired: 'Please give a reason for rejecting this item.',
  nothingToUpdate: 'Nothing to update: send at least one of the item fields.',
  /** Rejecting takes the review queue's Reject (with its reason and the donor's email), not the edit form. */
  rejectThroughReview:
    'To reject an item, use Reject in the review queue: it asks for the reason and emails the donor.',
  notInReview: (status: ItemStatus) =>
    `This item is no longer waiting for review (it is ${ADMIN_ITEM_STATUS_LABELS[status].toLowerCase()} now). Reload to see the decision.`,
  statusFollowsRequests: (wanted: ItemStatus, derived: ItemStatus) =>
    `The status ${ADMIN_ITEM_STATUS_LABELS[wanted].toLowerCase()} follows the item's requests, which make it ` +
    `${ADMIN_ITEM_STATUS_LABELS[derived].toLowerCase()} now. Choose Available to list it, or Disabled to hide it.`,
} as const;

/** How the console names each status. */
export const ADMIN_ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  available: 'Available',
  requested: 'Requested',
  approved: 'Approved',
  completed: 'Completed',
  disabled: 'Disabled',
  pending_review: 'Waiting for review',
  rejected: 'Rejected',
};

export const ADMIN_ITEM_SORTS = ['created_at', 'title', 'fair_market_value', 'quantity'] as const;
export type AdminItemSort = (typeof ADMIN_ITEM_SORTS)[number];

/**
 * GET /admin/items: every item in any status. `search` matches the title or the donor's company
 * (or name), `user_id` names the donor; newest first unless `sort_by`/`sort_dir` say otherwise.
 */
export const adminItemsQuerySchema = adminListQuerySchema.extend({
  status: optionalChoice('status', ITEM_STATUSES),
  category: z.preprocess(blankToUndefined, safeString().trim().max(100).optional()),
  sort_by: optionalChoice('sort_by', ADMIN_ITEM_SORTS),
});
export type AdminItemsQuery = z.output<typeof adminItemsQuerySchema>;

/** One row of the admin items list. Money in dollars with two decimals, like the listing form. */
export const adminItemRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  status: z.enum(ITEM_STATUSES),
  fair_market_value: z.number(),
  /** Still available. */
  quantity: z.number().int(),
  /** The total listed: what is left plus what was approved for nonprofits. */
  initial_quantity: z.number().int(),
  pending_requests: z.number().int(),
  donor_id: z.number().int(),
  donor_name: z.string(),
  donor_company: z.string().nullable(),
  thumbnail_url: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  created_at: z.string(),
  /** The item's version: send it back as `version` to refuse a write over someone else's change. */
  updated_at: z.string(),
});
export type AdminItemRow = z.infer<typeof adminItemRowSchema>;

export const adminItemsPageResponseSchema = z.object({ items: z.array(adminItemRowSchema), ...adminPageFields });
export type AdminItemsPageResponse = z.infer<typeof adminItemsPageResponseSchema>;

const requestCountsShape = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, z.number().int()])) as Record<
  (typeof REQUEST_STATUSES)[number],
  z.ZodNumber
>;

/** GET /admin/items/{id}/details: the item, its donor, place, requests by status and last review. */
export const adminItemDetailsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.enum(ITEM_STATUSES),
  fair_market_value: z.number(),
  quantity: z.number().int(),
  initial_quantity: z.number().int(),
  /** Approved and completed requests' units: what the donor has promised. */
  approved_quantity: z.number().int(),
  shipping_options: z.array(z.enum(DELIVERY_OPTIONS)),
  image_url: z.string(),
  thumbnail_url: z.string(),
  images: z.array(itemImageSchema),
  donor: z.object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string().nullable(),
    email: z.string(),
  }),
  place: z.object({
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    donor_scope: z.enum(DONOR_SCOPES),
  }),
  requests: z.object({ total: z.number().int(), ...requestCountsShape }),
  /** The review queue's last decision: the rejection reason, when, and which admin. */
  review: z.object({
    note: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminItemDetails = z.infer<typeof adminItemDetailsSchema>;

export const adminItemDetailsResponseSchema = z.object({ item: adminItemDetailsSchema });
export type AdminItemDetailsResponse = z.infer<typeof adminItemDetailsResponseSchema>;

/** The item's updated_at as the admin loaded it: a write over a newer change is refused (409). */
const versionSchema = safeString({ error: 'version must be the item’s updated_at as loaded' })
  .trim()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'version must be the item’s updated_at as loaded' })
  .optional();

/** Fields an admin may edit; each optional, at least one sent. */
export const ADMIN_ITEM_EDIT_FIELDS = [
  'title',
  'description',
  'category',
  'fair_market_value',
  'quantity',
  'status',
  'shipping_options',
] as const;

/**
 * PUT /admin/items/{id}/update. `quantity` is what is left (0 or more); what was approved for
 * nonprofits stays promised. `status`: available lists the item (its requests then decide between
 * available, requested, approved and completed), disabled hides it, pending_review sends it back
 * to the review queue; rejected is refused here (the review queue's Reject takes the reason).
 */
export const adminItemUpdateSchema = z
  .object({
    title: itemFormSchema.shape.title.optional(),
    description: itemFormSchema.shape.description.optional(),
    category: itemFormSchema.shape.category.optional(),
    fair_market_value: itemFormSchema.shape.fair_market_value.optional(),
    quantity: z
      .number({ error: 'Quantity must be a whole number' })
      .int({ error: 'Quantity must be a whole number' })
      .min(0, { error: 'Quantity must be 0 or more' })
      .max(LISTING_RULES.maxQuantity, { error: `Quantity must be at most ${LISTING_RULES.maxQuantity}` })
      .optional(),
    status: z.enum(ITEM_STATUSES, { error: `Status must be one of: ${ITEM_STATUSES.join(', ')}` }).optional(),
    shipping_options: itemFormSchema.shape.shipping_options.optional(),
    version: versionSchema,
    admin_id: rowIdSchema.optional(),
  })
  .refine((value) => ADMIN_ITEM_EDIT_FIELDS.some((field) => value[field] !== undefined), {
    error: ADMIN_ITEM_MESSAGES.nothingToUpdate,
  });
export type AdminItemUpdate = z.output<typeof adminItemUpdateSchema>;
export type AdminItemUpdateRequest = z.input<typeof adminItemUpdateSchema>;

export const adminItemWriteResponseSchema = z.object({ item: adminItemDetailsSchema, message: z.string() });
export type AdminItemWriteResponse = z.infer<typeof adminItemWriteResponseSchema>;

export const ITEM_REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ItemReviewDecision = (typeof ITEM_REVIEW_DECISIONS)[number];

/** POST /admin/items/{id}/review: approve an item waiting for review, or reject it with a reason. */
export const adminItemReviewSchema = z
  .object({
    decision: z.enum(ITEM_REVIEW_DECISIONS, { error: 'Decision must be approve or reject' }),
    reason: optionalText(1000),
    version: versionSchema,
    admin_id: rowIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_ITEM_MESSAGES.reasonRequired });
    }
  });
export type AdminItemReview = z.output<typeof adminItemReviewSchema>;
export type AdminItemReviewRequest = z.input<typeof adminItemReviewSchema>;
