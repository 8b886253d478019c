import { z } from 'zod';
import { rowIdSchema, safeString } from './common';
import { PAYMENT_MESSAGES, PAYMENT_STATUS_FILTERS, TOKEN_BUNDLE_KEYS } from '../payment-constants';
import { DELIVERY_OPTIONS } from '../marketplace-constants';
import { httpUrlSchema } from './url';
import { deliveryMethodEnum, invoiceStatusEnum } from './request-state';

/** Ids are Postgres `integer`: a larger number would reach the query and fail there with a 500. */
const id = rowIdSchema;
/** The browser's origin; the server builds return URLs from its own PUBLIC_URL and only checks this. */
const originUrl = httpUrlSchema.optional();

// ---- Token bundles and purchase (docs/product.md, Checkout and token purchase) ----

export const tokenBundleSchema = z.object({
  key: z.enum(TOKEN_BUNDLE_KEYS),
  name: z.string(),
  tokens: z.number().int(),
  /** Dollars, two decimals (from integer cents). */
  price: z.number(),
  final_price: z.number(),
  price_cents: z.number().int(),
  final_price_cents: z.number().int(),
  /** Percent off; 0 for starter. */
  discount: z.number(),
  popular: z.boolean(),
});
export type TokenBundle = z.infer<typeof tokenBundleSchema>;
/** GET /api/token-bundles: keyed by bundle name, in display order. */
export const tokenBundlesResponseSchema = z.object({ bundles: z.record(z.string(), tokenBundleSchema) });

/** POST /api/stripe-token-purchase */
export const tokenPurchaseSchema = z.object({
  bundle_key: z.enum(TOKEN_BUNDLE_KEYS, { error: 'Choose one of the token bundles' }),
  nonprofit_id: id,
  origin_url: originUrl,
});
export const checkoutStartedSchema = z.object({ url: z.string(), session_id: z.string() });

/** GET /api/stripe-payment-status/{sessionId} and GET /api/payments/checkout/status/{session} */
export const checkoutStatusSchema = z.object({
  session_id: z.string(),
  /** Stripe's vocabulary: open, complete, expired. */
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid']),
  amount_total: z.number().int(),
  currency: z.string(),
  /** Token purchases: tokens credited by this session (0 until paid). */
  tokens: z.number().int().optional(),
  request_ids: z.array(z.number().int()).optional(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

// ---- Invoices (docs/product.md, Invoices and fees) ----

export const invoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  description: z.string(),
  /** Total due in cents: platform fee + logistics. */
  amount: z.number().int(),
  platform_fee: z.number().int(),
  logistics_fee: z.number().int(),
  fee_percentage: z.number(),
  /** The request's value (unit FMV x quantity) in cents. */
  item_value: z.number().int(),
  currency: z.string(),
  status: invoiceStatusEnum,
  /** The moment the invoice falls due (ISO). */
  due_date: z.string(),
  /** The calendar day it is due, YYYY-MM-DD, computed once on the server: show this, never a local day of due_date. */
  due_on: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  nonprofit_id: z.number().int(),
  request_id: z.number().int(),
  item_title: z.string(),
  item_image_url: z.string().nullable(),
  quantity: z.number().int(),
  donor_company_name: z.string(),
  event_name: z.string().nullable(),
  event_date: z.string().nullable(),
  delivery_method: deliveryMethodEnum.nullable(),
  /** The donor's delivery options for the item: which methods may still be chosen before paying. */
  delivery_options: z.array(z.enum(DELIVERY_OPTIONS)),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceTotalsSchema = z.object({
  /** Cents. */
  total_paid: z.number().int(),
  total_due: z.number().int(),
  pending_count: z.number().int(),
  overdue_count: z.number().int(),
  paid_count: z.number().int(),
});

/** GET /api/nonprofit/{id}/payments?status= : newest first, at most PAGE_LIMITS-style bound (200). */
export const invoiceListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUS_FILTERS).default('all'),
});
export const invoiceListSchema = z.object({
  payments: z.array(invoiceSchema),
  totals: invoiceTotalsSchema,
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** POST /api/payments/checkout/session. */
export const invoiceCheckoutSchema = z.object({
  request_ids: z
    .array(id)
    .min(1, { error: PAYMENT_MESSAGES.selectAtLeastOne })
    .max(50, { error: 'At most 50 requests can be paid at once' }),
  origin_url: originUrl,
  metadata: z.object({ source: safeString().max(50).optional(), user_id: id.optional() }).optional(),
});
/** One invoice of a checkout, priced as charged: the same lines the invoice shows, in cents. */
export const checkoutLineSchema = z.object({
  invoice_id: z.number().int(),
  request_id: z.number().int(),
  fee_percentage: z.number(),
  platform_fee: z.number().int(),
  logistics_fee: z.number().int(),
  /** platform_fee + logistics_fee; the lines add up to amount_total. */
  amount: z.number().int(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const invoiceCheckoutResponseSchema = z.object({
  url: z.string(),
  payment_details: z.object({
    session_id: z.string(),
    amount_total: z.number().int(),
    lines: z.array(checkoutLineSchema),
    currency: z.string(),
    request_ids: z.array(z.number().int()),
    payment_status: z.enum(['paid', 'unpaid']),
    status: z.enum(['open', 'complete', 'expired']),
  }),
});

/** Pay Now's answer: where to go, and what the checkout charges, line by line. */
export const invoiceCheckoutStartedSchema = checkoutStartedSchema.extend({
  amount_total: z.number().int(),
  lines: z.array(checkoutLineSchema),
});

export const paymentIdParamsSchema = z.object({ paymentId: id });

/**
 * POST /api/payments/{paymentId}/pay: no card dialog: a redirect to the
 * provider's hosted checkout (docs/product.md, Payments).
 * Card fields are refused, never read.
 */
export const payInvoiceSchema = z.strictObject(
  { nonprofit_id: id.optional(), origin_url: originUrl },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Card details are entered on the secure checkout page, never sent to this API'
        : undefined,
  },
);
