import { z } from 'zod';
import { NEED_OFFER_STATUSES, NEED_RULES, NEED_STATUSES } from '../need-constants';
import { DELIVERY_OPTIONS } from '../marketplace-constants';
import { GIFT_USES, GIFT_USE_MESSAGES } from '../rules/gift-use';
import { optionalText, requiredText, rowIdSchema, safeString } from './common';
import { itemFormSchema, listingSchema } from './listings';
import { tokenBalanceSchema, nonprofitRequestSchema } from './requests';

// The needs board (docs/product.md, Needs board). Routes:
//   GET  /api/nonprofit/{id}/needs                 that nonprofit, admin  -> nonprofitNeedsSchema
//   POST /api/nonprofit/{id}/needs                 that nonprofit (approved) needFormSchema -> needSavedSchema
//   PUT  /api/needs/{need_id}                      owning nonprofit       needFormSchema -> needSavedSchema
//   POST /api/needs/{need_id}/close                owning nonprofit       -> needSavedSchema
//   GET  /api/needs?donor_id=&q=&category=&page=   that donor             -> donorNeedsPageSchema
//   POST /api/needs/{need_id}/offers?donor_id=     that donor, in reach   needOfferFormSchema -> needOfferCreatedSchema
//   GET  /api/donor/{donor_id}/need-offers         that donor, admin      -> donorNeedOffersSchema
//   POST /api/need-offers/{offer_id}/accept        owning nonprofit       -> needOfferAcceptedSchema
//   POST /api/need-offers/{offer_id}/decline       owning nonprofit       -> needOfferDeclinedSchema

const NOT_A_DAY = 'Needed-by date must be a date (YYYY-MM-DD)';
/** A day of the calendar: 2026-02-30 has the shape but is no day. */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};
const calendarDay = safeString({ error: 'Needed-by date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: NOT_A_DAY })
  .refine(isCalendarDay, { error: NOT_A_DAY });

/** POST /api/nonprofit/{id}/needs and PUT /api/needs/{need_id}. The server also refuses a past date. */
export const needFormSchema = z.object({
  title: requiredText('Title', NEED_RULES.titleMax),
  category: requiredText('Category', 100),
  description: requiredText('Description', NEED_RULES.descriptionMax),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity must be at least 1' })
    .max(NEED_RULES.maxQuantity, { error: `Quantity must be at most ${NEED_RULES.maxQuantity}` }),
  needed_by: calendarDay,
  event_id: rowIdSchema.nullable().optional(),
  /** As the request dialog asks it: the prefilled request carries it. */
  intended_use: z.enum(GIFT_USES, { error: GIFT_USE_MESSAGES.required }),
});
export type NeedFormInput = z.input<typeof needFormSchema>;
export type NeedForm = z.output<typeof needFormSchema>;

export const NEED_ACTIONS = ['answer', 'edit', 'close'] as const;
export type NeedAction = (typeof NEED_ACTIONS)[number];
export const NEED_OFFER_ACTIONS = ['accept', 'decline'] as const;
export type NeedOfferAction = (typeof NEED_OFFER_ACTIONS)[number];

/** A need as either party sees it. `actions` is what this viewer may do now (the browser shows only those). */
export const needSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** Covered by approved requests on the need's offers; the remaining quantity drops only on approval. */
  quantity_fulfilled: z.number().int(),
  quantity_remaining: z.number().int(),
  /** YYYY-MM-DD. */
  needed_by: z.string(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  intended_use: z.enum(GIFT_USES),
  status: z.enum(NEED_STATUSES),
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  /** Where the nonprofit is, as a donor may see it: city and state, never the street. */
  nonprofit_city: z.string().nullable(),
  nonprofit_state: z.string().nullable(),
  /** Miles from the donor's pickup location, for a donor viewer when both places are known; else null. */
  distance_miles: z.number().nullable(),
  created_at: z.string(),
  actions: z.array(z.enum(NEED_ACTIONS)),
});
export type Need = z.infer<typeof needSchema>;

/** A donor's answer to a need: the listing it created, held for the nonprofit until `offered_until`. */
export const needOfferSchema = z.object({
  id: z.number().int(),
  need_id: z.number().int(),
  need_title: z.string(),
  nonprofit_name: z.string(),
  item_id: z.number().int(),
  donor_company_name: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  /** Unit value in dollars. */
  fair_market_value: z.number(),
  quantity: z.number().int(),
  shipping_options: z.array(z.enum(DELIVERY_OPTIONS)),
  message: z.string().nullable(),
  status: z.enum(NEED_OFFER_STATUSES),
  /** ISO 8601: the end of the first-offer window. */
  offered_until: z.string(),
  /** Tokens accepting would spend (the usual token cost of the prefilled request). */
  tokens_required: z.number().int(),
  /** The request made by accepting, once accepted. */
  request_id: z.number().int().nullable(),
  created_at: z.string(),
  actions: z.array(z.enum(NEED_OFFER_ACTIONS)),
});
export type NeedOffer = z.infer<typeof needOfferSchema>;

/** GET /api/nonprofit/{id}/needs: newest first, at most NEED_RULES.nonprofitListMax. */
export const nonprofitNeedsSchema = z.object({
  needs: z.array(needSchema.extend({ offers: z.array(needOfferSchema) })),
  /** Whether another need may be posted now (approved, under the open-needs limit). */
  can_post: z.boolean(),
  /** Why not, in the nonprofit's words, when can_post is false. */
  cannot_post_reason: z.string().nullable(),
});
export type NonprofitNeeds = z.infer<typeof nonprofitNeedsSchema>;

export const needSavedSchema = z.object({ message: z.string(), need: needSchema });

/** GET /api/needs: open needs the donor's reach covers, soonest needed-by first. */
export const donorNeedsQuerySchema = z.object({
  donor_id: rowIdSchema,
  q: safeString().trim().max(200).optional(),
  category: safeString().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(NEED_RULES.pageSize).default(NEED_RULES.pageSize),
});
export const donorNeedsPageSchema = z.object({
  needs: z.array(needSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DonorNeedsPage = z.infer<typeof donorNeedsPageSchema>;

/**
 * POST /api/needs/{need_id}/offers: the listing, as the item form takes it (title and category
 * prefilled from the need), its quantity at most what is still needed, and a note to the nonprofit.
 */
export const needOfferFormSchema = itemFormSchema.extend({ message: optionalText(2000) });
export type NeedOfferFormInput = z.input<typeof needOfferFormSchema>;

export const needOfferCreatedSchema = z.object({
  message: z.string(),
  offer: needOfferSchema,
  listing: listingSchema,
});

/** GET /api/donor/{donor_id}/need-offers: the donor's answers, newest first. */
export const donorNeedOffersSchema = z.object({ offers: z.array(needOfferSchema) });

/** Accepting makes the prefilled request (the need's quantity, event and intended use), approved at once. */
export const needOfferAcceptedSchema = z.object({
  message: z.string(),
  offer: needOfferSchema,
  request: nonprofitRequestSchema,
  balance: tokenBalanceSchema,
});
export const needOfferDeclinedSchema = z.object({ message: z.string(), offer: needOfferSchema });
