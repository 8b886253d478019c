import { z } from 'zod';
import { TRACKING_NUMBER_MAX_LENGTH, type DeliveryStatus } from '../../delivery-constants';
import { rowIdSchema, safeString } from '../common';
import { deliveryMethodEnum } from '../request-state';
import { adminListQuerySchema, adminPageFields, optionalChoice } from './lists';

/**
 * The admin's words for where a delivery stands (docs/product.md, Admin console: Delivery): the
 * donor marked it sent (in_transit), the nonprofit confirmed it received (delivered) or reported it
 * not received (issue); anything else is still pending.
 */
export const ADMIN_DELIVERY_STATUSES = ['pending', 'in_transit', 'delivered', 'issue'] as const;
export type AdminDeliveryStatus = (typeof ADMIN_DELIVERY_STATUSES)[number];

/** The stored delivery status each admin word stands for; pending is "none of them yet". */
export const ADMIN_DELIVERY_STATUS_OF: Record<DeliveryStatus, AdminDeliveryStatus> = {
  shipped: 'in_transit',
  received: 'delivered',
  not_received: 'issue',
};

export const adminDeliveryStatusOf = (stored: DeliveryStatus | null): AdminDeliveryStatus =>
  stored ? ADMIN_DELIVERY_STATUS_OF[stored] : 'pending';

/** A delivery reported not received waits for an admin: the list puts it first and marks it. */
export const deliveryNeedsAdmin = (status: AdminDeliveryStatus): boolean => status === 'issue';

export const ADMIN_DELIVERY_STATUS_LABELS: Record<AdminDeliveryStatus, string> = {
  pending: 'Pending',
  in_transit: 'In transit',
  delivered: 'Delivered',
  issue: 'Not received',
};

/** What a virtual delivery's address reads. */
export const ELECTRONIC_DELIVERY_ADDRESS = 'Electronic delivery';
export const DELIVERY_NOTES_MAX_LENGTH = 2000;

export const ADMIN_DELIVERY_MESSAGES = {
  updated: 'Delivery updated successfully',
  updateFailed: 'Error updating delivery',
  nothingToUpdate: 'Send tracking_number, estimated_delivery or notes to update the delivery.',
  notFound: 'Request not found.',
  notApproved: (id: number, status: string) =>
    `Request #${id} is ${status}: only an approved request has a delivery to coordinate.`,
  beforeApproval: (approvedOn: string) =>
    `The estimated delivery date cannot be before the request was approved (${approvedOn}).`,
  dateFormat: 'Estimated delivery must be a calendar date (YYYY-MM-DD)',
} as const;

/**
 * GET /api/admin/delivery-coordination: approved requests' deliveries, "not received" first, then
 * the most recently updated (`sort_dir=asc`: least recently). `search` matches the item, the
 * nonprofit and the donor; `user_id` keeps the deliveries that account is a party to.
 */
export const adminDeliveryQuerySchema = adminListQuerySchema.extend({
  status: optionalChoice('status', ADMIN_DELIVERY_STATUSES),
});
export type AdminDeliveryQuery = z.output<typeof adminDeliveryQuerySchema>;

export const adminDeliverySchema = z.object({
  /** The request's id. */
  id: z.number().int(),
  item_id: z.number().int(),
  item_title: z.string(),
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  donor_id: z.number().int(),
  donor_name: z.string(),
  /** The method the nonprofit chose; null until it chooses. */
  delivery_method: deliveryMethodEnum.nullable(),
  delivery_status: z.enum(ADMIN_DELIVERY_STATUSES),
  tracking_number: z.string().nullable(),
  /** The nonprofit's shipping address, the donor's pickup place, or "Electronic delivery"; null until chosen. */
  delivery_address: z.string().nullable(),
  /** YYYY-MM-DD, a calendar day. */
  estimated_delivery: z.string().nullable(),
  notes: z.string().nullable(),
  /** When the request was approved (ISO). */
  created_at: z.string(),
  /** The approval's calendar day in UTC (YYYY-MM-DD): the earliest estimated delivery accepted. */
  approved_on: z.string(),
  /** The latest change to the delivery: approval, method, sent, confirmation, pickup or an admin's edit (ISO). */
  last_update: z.string(),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

const deliveryCounts = z.object({
  pending: z.number().int(),
  in_transit: z.number().int(),
  delivered: z.number().int(),
  issue: z.number().int(),
});

/** Every approved request's delivery, whatever the list's filters. */
export const adminDeliveryAnalyticsSchema = deliveryCounts.extend({
  total_deliveries: z.number().int(),
  /** Share of all deliveries per status, 0 to 100 with one decimal (0 when there are none). */
  percentages: z.object({
    pending: z.number(),
    in_transit: z.number(),
    delivered: z.number(),
    issue: z.number(),
  }),
  /** Mean days from approval to the confirmed receipt, one decimal; null before any delivery. */
  average_delivery_days: z.number().nullable(),
});
export type AdminDeliveryAnalytics = z.infer<typeof adminDeliveryAnalyticsSchema>;

export const adminDeliveryPageSchema = z.object({
  deliveries: z.array(adminDeliverySchema),
  ...adminPageFields,
  analytics: adminDeliveryAnalyticsSchema,
});
export type AdminDeliveryPage = z.infer<typeof adminDeliveryPageSchema>;

/** Left out: unchanged; '' or null: cleared. */
const clearableText = (max: number, label: string) =>
  safeString()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

export const deliveryRequestParamsSchema = z.object({ request_id: rowIdSchema });

/** PUT /api/admin/delivery-coordination/{request_id}: the admin's coordination fields. */
export const adminDeliveryUpdateSchema = z
  .object({
    tracking_number: clearableText(TRACKING_NUMBER_MAX_LENGTH, 'Tracking number'),
    estimated_delivery: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.iso.date({ error: ADMIN_DELIVERY_MESSAGES.dateFormat }).nullable().optional(),
      )
      .optional(),
    notes: clearableText(DELIVERY_NOTES_MAX_LENGTH, 'Notes'),
    admin_id: rowIdSchema.optional(),
  })
  .refine(
    (body) => body.tracking_number !== undefined || body.estimated_delivery !== undefined || body.notes !== undefined,
    { error: ADMIN_DELIVERY_MESSAGES.nothingToUpdate },
  );
export type AdminDeliveryUpdate = z.input<typeof adminDeliveryUpdateSchema>;

export const adminDeliveryUpdateResponseSchema = z.object({
  message: z.string(),
  delivery: adminDeliverySchema,
});
export type AdminDeliveryUpdateResponse = z.infer<typeof adminDeliveryUpdateResponseSchema>;
