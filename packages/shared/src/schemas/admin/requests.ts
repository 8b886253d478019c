import { z } from 'zod';
import { LISTING_RULES } from '../../listing-constants';
import { DECLINE_REASONS } from '../../marketplace-constants';
import { rowIdSchema, safeString } from '../common';
import {
  deliveryMethodEnum,
  deliveryStatusEnum,
  invoiceStatusEnum,
  nextStepSchema,
  requestActionSchema,
  requestStateEnum,
  requestStatusEnum,
  requestTimelineSchema,
  type RequestCommand,
} from '../request-state';
import { adminListQuerySchema, adminPageFields, blankToUndefined, optionalChoice, optionalFlag } from './lists';

/** The admin's request calls, said the same by server and browser (docs/product.md, Admin console). */
export const ADMIN_REQUEST_MESSAGES = {
  updated: 'Request updated successfully',
  updateFailed: 'Error updating request',
  detailsFailed: 'Error fetching request details',
  nothingToUpdate: 'Nothing to update: send a status, a note, a value or a quantity.',
  notFound: 'Request not found.',
} as const;

/**
 * The list's status filter: the stored statuses, `expired` (declined by the deadline) apart from
 * `declined` (by the donor or an admin), and the approved request's money steps: `unpaid` (approved,
 * fee not paid), `paid` (paid, not sent) and `sent`.
 */
export const ADMIN_REQUEST_STATUS_FILTERS = [
  'pending',
  'approved',
  'unpaid',
  'paid',
  'sent',
  'completed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type AdminRequestStatusFilter = (typeof ADMIN_REQUEST_STATUS_FILTERS)[number];

export const ADMIN_REQUEST_SORTS = ['created_at', 'updated_at', 'fair_market_value'] as const;
export type AdminRequestSort = (typeof ADMIN_REQUEST_SORTS)[number];

/** `expiring=true`: pending requests whose answer is due within this many hours, soonest first. */
export const ADMIN_REQUEST_EXPIRING_HOURS = 48;

/**
 * GET /admin/requests/all. `search` matches the item title, the event name and the nonprofit's or
 * donor's name; `user_id` names the nonprofit or the donor; newest first unless sorted otherwise.
 */
export const adminRequestsQuerySchema = adminListQuerySchema.extend({
  status: optionalChoice('status', ADMIN_REQUEST_STATUS_FILTERS),
  sort_by: optionalChoice('sort_by', ADMIN_REQUEST_SORTS),
  expiring: optionalFlag('expiring'),
});
export type AdminRequestsQuery = z.output<typeof adminRequestsQuerySchema>;

/** One row of the admin requests list; values in dollars with two decimals. */
export const adminRequestRowSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_title: z.string(),
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  donor_id: z.number().int(),
  donor_name: z.string(),
  event_name: z.string().nullable(),
  /** The unit value agreed when requested (or as an admin set it). */
  fair_market_value: z.number(),
  total_value: z.number(),
  quantity_requested: z.number().int(),
  tokens_charged: z.number().int(),
  status: requestStatusEnum,
  state: requestStateEnum,
  admin_note: z.string().nullable(),
  delivery_method: deliveryMethodEnum.nullable(),
  delivery_status: deliveryStatusEnum.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
});
export type AdminRequestRow = z.infer<typeof adminRequestRowSchema>;

export const adminRequestsPageResponseSchema = z.object({
  requests: z.array(adminRequestRowSchema),
  ...adminPageFields,
});
export type AdminRequestsPageResponse = z.infer<typeof adminRequestsPageResponseSchema>;

const addressFields = {
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
};

/** The request's invoice as issued or re-priced, in integer cents. */
export const adminRequestInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  status: invoiceStatusEnum,
  item_value_cents: z.number().int(),
  fee_percentage: z.number(),
  platform_fee_cents: z.number().int(),
  logistics_cents: z.number().int(),
  amount_cents: z.number().int(),
  due_on: z.string(),
  paid_at: z.string().nullable(),
});

export const ADMIN_REQUEST_HISTORY_KINDS = ['lifecycle', 'tokens', 'invoice', 'email', 'admin'] as const;

/** One moment of the request's history: a lifecycle step, a token movement, an invoice, an email or an admin edit. */
export const adminRequestHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(ADMIN_REQUEST_HISTORY_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
});
export type AdminRequestHistoryEntry = z.infer<typeof adminRequestHistoryEntrySchema>;

/** GET /admin/requests/{id}/details: every field of the admin's request view, with its life for the admin. */
export const adminRequestDetailsSchema = adminRequestRowSchema.extend({
  message: z.string().nullable(),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  tracking_number: z.string().nullable(),
  nonprofit_email: z.string(),
  donor_email: z.string(),
  /** Left on the item now: what an approval or a larger quantity can take. */
  item_quantity_available: z.number().int(),
  shipping_address: z.object({ name: z.string(), ...addressFields }),
  pickup_address: z.object({ organization: z.string(), ...addressFields, contact: z.string() }),
  email_history: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      subject: z.string(),
      recipient: z.string(),
      status: z.string(),
      sent_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  invoice: adminRequestInvoiceSchema.nullable(),
  actions: z.array(requestActionSchema),
  next_step: nextStepSchema,
  timeline: requestTimelineSchema,
  /** Oldest first: the newest is last. */
  history: z.array(adminRequestHistoryEntrySchema),
});
export type AdminRequestDetails = z.infer<typeof adminRequestDetailsSchema>;

/** The statuses the admin's edit offers (the seed's four). */
export const ADMIN_REQUEST_EDIT_STATUSES = ['pending', 'approved', 'declined', 'completed'] as const;
export type AdminRequestEditStatus = (typeof ADMIN_REQUEST_EDIT_STATUSES)[number];

/** Which command of the lifecycle moves a request to each status the admin may choose. */
export const ADMIN_STATUS_COMMANDS: Record<AdminRequestEditStatus, RequestCommand> = {
  pending: 'reopen',
  approved: 'approve',
  declined: 'decline',
  completed: 'confirm-received',
};

/** The largest quantity a request may hold: no listing holds more. */
const MAX_QUANTITY = LISTING_RULES.maxQuantity;

/**
 * PUT /admin/requests/{id}/update. Each field is optional; one left out, or equal to what the
 * request has, is left alone. `fair_market_value` is the unit value in dollars (two decimals).
 */
export const adminRequestUpdateSchema = z.object({
  status: optionalChoice('status', ADMIN_REQUEST_EDIT_STATUSES),
  /** Left out: unchanged; blank or null: cleared. */
  admin_note: safeString({ error: 'Admin note must be text' })
    .trim()
    .max(2000, { error: 'Admin note must be at most 2000 characters' })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  fair_market_value: z.preprocess(
    blankToUndefined,
    z
      .number({ error: 'Fair market value must be a number' })
      .min(0, { error: 'Fair market value must be 0 or more' })
      .max(LISTING_RULES.maxValueCents / 100, { error: 'Fair market value is too large' })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        error: 'Fair market value can have at most two decimals',
      })
      .optional(),
  ),
  quantity_requested: z.preprocess(
    blankToUndefined,
    z
      .number({ error: 'Quantity must be a whole number' })
      .int({ error: 'Quantity must be a whole number' })
      .min(1, { error: 'Quantity must be at least 1' })
      .max(MAX_QUANTITY, { error: `Quantity must be at most ${MAX_QUANTITY}` })
      .optional(),
  ),
  admin_id: rowIdSchema.optional(),
});
export type AdminRequestUpdate = z.output<typeof adminRequestUpdateSchema>;
export type AdminRequestUpdateRequest = z.input<typeof adminRequestUpdateSchema>;

export const adminRequestUpdateResponseSchema = z.object({
  message: z.string(),
  request: adminRequestDetailsSchema,
});
export type AdminRequestUpdateResponse = z.infer<typeof adminRequestUpdateResponseSchema>;
