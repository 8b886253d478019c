import { z } from 'zod';
import { listingSchema } from './listings';
import { requiredRowId, rowIdSchema, safeString } from './common';
import { DECLINE_REASONS, DELIVERY_OPTIONS } from '../marketplace-constants';
import { donorGettingStartedSchema, nonprofitGettingStartedSchema } from '../rules/getting-started';
import { invoiceSchema } from './payments';
import { GIFT_USES, GIFT_USE_MESSAGES } from '../rules/gift-use';
import { acknowledgementStatusEnum } from './acknowledgement';
import { deliveryMethodEnum, deliveryStatusEnum, requestLifecycleFields, requestStatusEnum } from './request-state';

const message = safeString()
  .trim()
  .max(2000, { error: 'Message must be at most 2000 characters' })
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));
const eventId = rowIdSchema.optional().nullable();
const quantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(100_000);
/**
 * How the goods will be used (docs/product.md, Intended use and signed acknowledgements). The
 * request dialog always asks; the API still takes a request without one, shown as "Not stated".
 */
const intendedUse = z.enum(GIFT_USES, { error: GIFT_USE_MESSAGES.required }).optional().nullable();
const intendedUseAnswer = z.enum(GIFT_USES).nullable();

/** POST /api/requests?nonprofit_id=. */
export const createRequestSchema = z.object({
  item_id: requiredRowId('item_id'),
  quantity_requested: quantity,
  event_id: eventId,
  message,
  intended_use: intendedUse,
});
export type CreateRequest = z.input<typeof createRequestSchema>;

/** POST /api/requests/batch?nonprofit_id=: the basket, several items for one event. */
export const createRequestBatchSchema = z.object({
  items: z
    .array(z.object({ item_id: rowIdSchema, quantity_requested: quantity }))
    .min(1, { error: 'Add at least one item' }),
  event_id: eventId,
  message,
  /** One use for every item of the basket. */
  intended_use: intendedUse,
});
export type CreateRequestBatch = z.input<typeof createRequestBatchSchema>;

export const nonprofitIdQuerySchema = z.object({ nonprofit_id: rowIdSchema });
export const respondQuerySchema = z.object({
  donor_id: rowIdSchema,
  action: z.enum(['approve', 'decline'], { error: 'action must be approve or decline' }),
});

/** A request as the nonprofit sees it. */
export const nonprofitRequestSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_title: z.string(),
  title: z.string(),
  image_url: z.string(),
  donor_company_name: z.string(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  event_date: z.string().nullable(),
  batch_id: z.number().int().nullable(),
  fair_market_value: z.number(),
  total_value: z.number(),
  quantity_requested: z.number().int(),
  tokens_charged: z.number().int(),
  status: requestStatusEnum,
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  approved_at: z.string().nullable(),
  delivery_status: deliveryStatusEnum.nullable(),
  delivery_method: deliveryMethodEnum.nullable(),
  delivery_options: z.array(z.enum(DELIVERY_OPTIONS)),
  intended_use: intendedUseAnswer,
  /** Whether the acknowledgement exists and is signed (none before the delivery is confirmed). */
  acknowledgement_status: acknowledgementStatusEnum,
  ...requestLifecycleFields,
});
export type NonprofitRequest = z.infer<typeof nonprofitRequestSchema>;

/** A request as the donor sees it. */
export const donorRequestSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_title: z.string(),
  image_url: z.string(),
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  event_name: z.string().nullable(),
  event_date: z.string().nullable(),
  message: z.string().nullable(),
  status: requestStatusEnum,
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  fair_market_value: z.number(),
  total_value: z.number(),
  quantity_requested: z.number().int(),
  item_quantity_available: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  approved_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  /** Delivery (docs/product.md, Delivery): the method the nonprofit chose, its status, the tracking number. */
  delivery_method: deliveryMethodEnum.nullable().optional(),
  delivery_status: deliveryStatusEnum.nullable().optional(),
  tracking_number: z.string().nullable().optional(),
  /** Stated by the nonprofit when requesting, shown before approval; null on older requests. */
  intended_use: intendedUseAnswer,
  acknowledgement_status: acknowledgementStatusEnum,
  ...requestLifecycleFields,
});
export type DonorRequest = z.infer<typeof donorRequestSchema>;

/** Several requests submitted together for one event (docs/product.md, Items and requesting). */
export const requestBatchSchema = z.object({
  batch_id: z.number().int(),
  event_name: z.string().nullable(),
  event_date: z.string().nullable(),
  description: z.string().nullable(),
  total_items: z.number().int(),
  total_value: z.number(),
  created_at: z.string(),
  items: z.array(
    z.object({
      request_id: z.number().int(),
      title: z.string(),
      fair_market_value: z.number(),
      quantity: z.number().int(),
      status: requestStatusEnum,
    }),
  ),
});
export type RequestBatch = z.infer<typeof requestBatchSchema>;

export const tokenBalanceSchema = z.object({
  balance: z.number().int(),
  total_purchased: z.number().int(),
  total_spent: z.number().int(),
  low_balance: z.boolean(),
});
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;

export const createRequestResponseSchema = z.object({
  message: z.string(),
  request: nonprofitRequestSchema,
  balance: tokenBalanceSchema,
});
export const createBatchResponseSchema = z.object({
  message: z.string(),
  batch: requestBatchSchema,
  requests: z.array(nonprofitRequestSchema),
  balance: tokenBalanceSchema,
});
export const respondResponseSchema = z.object({ message: z.string(), request: donorRequestSchema });
export const cancelResponseSchema = z.object({
  message: z.string(),
  request: nonprofitRequestSchema,
  balance: tokenBalanceSchema,
});

/** GET /api/dashboard/nonprofit/{id}/detailed; pending_payments counts the invoices still to be paid. */
export const nonprofitDashboardSchema = z.object({
  requests: z.array(nonprofitRequestSchema),
  batches: z.array(requestBatchSchema),
  recent_requests: z.array(nonprofitRequestSchema),
  payments: z.array(invoiceSchema),
  overview_stats: z.object({
    active_requests: z.number().int(),
    items_received: z.number().int(),
    total_value_received: z.number(),
    pending_payments: z.number().int(),
  }),
  impact_data: z.object({
    total_donations_received: z.number().int(),
    donors_partnered: z.number().int(),
    total_value_received: z.number(),
  }),
  /**
   * An open IRS hold (docs/product.md, "Checking a nonprofit against IRS data"): the requests are
   * paused until an admin has reviewed the revocation. Null when there is none.
   */
  irs_hold: z.object({ revocation_date: z.string().nullable(), held_since: z.string() }).nullable(),
  /** The facts behind the getting-started checklist (nonprofitChecklist decides its states). */
  getting_started: nonprofitGettingStartedSchema,
});
export type NonprofitDashboard = z.infer<typeof nonprofitDashboardSchema>;

/** GET /api/dashboard/donor/{donor_id}/detailed: the donor's listings (newest first, bounded), requests, figures. */
export const donorDashboardSchema = z.object({
  listings: z.array(listingSchema),
  /** All the donor's listings, when more exist than `listings` carries. */
  listings_total: z.number().int(),
  incoming_requests: z.array(donorRequestSchema),
  overview_stats: z.object({
    active_listings: z.number().int(),
    pending_requests: z.number().int(),
    items_approved: z.number().int(),
    total_fmv_donated: z.number(),
  }),
  impact_data: z.object({
    total_items_donated: z.number().int(),
    nonprofits_helped: z.number().int(),
    total_value_donated: z.number(),
  }),
  /** The facts behind the getting-started checklist (donorChecklist decides its states). */
  getting_started: donorGettingStartedSchema,
});
export type DonorDashboard = z.infer<typeof donorDashboardSchema>;

/**
 * GET /api/requests/{request_id}: one request as its viewer sees it, with the actions that viewer
 * may take now: the nonprofit's view for its nonprofit (and for an admin), the donor's for its donor.
 */
export const requestViewSchema = z.discriminatedUnion('viewer', [
  z.object({ viewer: z.literal('nonprofit'), request: nonprofitRequestSchema }),
  z.object({ viewer: z.literal('admin'), request: nonprofitRequestSchema }),
  z.object({ viewer: z.literal('donor'), request: donorRequestSchema }),
]);
export type RequestView = z.infer<typeof requestViewSchema>;
