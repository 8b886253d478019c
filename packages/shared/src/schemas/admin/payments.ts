import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../payment-constants';
import { timeZoneParamSchema } from '../impact';
import { adminListQuerySchema, adminPageFields, optionalChoice, optionalFlag } from './lists';

/**
 * Every payment the platform takes (docs/product.md, Admin console: Payments): invoices (platform fee
 * plus logistics) and token purchases. Statuses are the invoices' own words, plus `void` for an
 * invoice withdrawn before payment or a token checkout that lapsed unpaid.
 */
export const ADMIN_PAYMENT_STATUSES = [...PAYMENT_STATUSES, 'void'] as const;
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];
export const ADMIN_PAYMENT_KINDS = ['invoice', 'token_purchase'] as const;
export type AdminPaymentKind = (typeof ADMIN_PAYMENT_KINDS)[number];
export const ADMIN_PAYMENT_SORTS = ['date', 'amount'] as const;

export const ADMIN_PAYMENT_STATUS_LABELS: Record<AdminPaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};
export const ADMIN_PAYMENT_KIND_LABELS: Record<AdminPaymentKind, string> = {
  invoice: 'Invoice',
  token_purchase: 'Token purchase',
};

/** The CSV export stops here and says so in its last line: a bigger export wants narrower filters. */
export const ADMIN_PAYMENTS_EXPORT_LIMIT = 50_000;

export const ADMIN_PAYMENT_MESSAGES = {
  badRange: 'The "to" date must be on or after the "from" date.',
  dateFormat: 'Dates must be calendar dates (YYYY-MM-DD)',
} as const;

const calendarDay = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.iso.date({ error: ADMIN_PAYMENT_MESSAGES.dateFormat }).optional(),
);

/**
 * The filters shared by the list and its CSV export. `from`/`to` are calendar days in `tz` (the
 * viewer's zone), both included, on a payment's `date`. `user_id` is the nonprofit; `search`
 * matches its name and the invoice number.
 */
const paymentFilterFields = {
  status: optionalChoice('status', ADMIN_PAYMENT_STATUSES),
  kind: optionalChoice('kind', ADMIN_PAYMENT_KINDS),
  from: calendarDay,
  to: calendarDay,
  tz: timeZoneParamSchema,
  sort_by: optionalChoice('sort_by', ADMIN_PAYMENT_SORTS),
  /** true: only payments whose checkout is stuck (its outcome never reached us: docs/product.md, Payments). */
  stuck: optionalFlag('stuck'),
};

const orderedRange = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

/** GET /api/admin/payments/all: newest first unless `sort_by`/`sort_dir` say otherwise. */
export const adminPaymentsQuerySchema = adminListQuerySchema
  .extend(paymentFilterFields)
  .refine(orderedRange, { error: ADMIN_PAYMENT_MESSAGES.badRange, path: ['to'] });
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

/** GET /api/admin/payments/export.csv: the same filters, every page. */
export const adminPaymentsExportQuerySchema = adminListQuerySchema
  .omit({ page: true, limit: true })
  .extend(paymentFilterFields)
  .refine(orderedRange, { error: ADMIN_PAYMENT_MESSAGES.badRange, path: ['to'] });
export type AdminPaymentsExportQuery = z.output<typeof adminPaymentsExportQuerySchema>;

/** One payment; amounts in integer cents. */
export const adminPaymentSchema = z.object({
  /** Unique across kinds: "invoice:12" or "token_purchase:<checkout id>". */
  key: z.string(),
  kind: z.enum(ADMIN_PAYMENT_KINDS),
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  request_id: z.number().int().nullable(),
  nonprofit_id: z.number().int(),
  nonprofit_name: z.string(),
  description: z.string(),
  /** What the nonprofit pays in all. */
  amount: z.number().int(),
  /** The platform fee; null for a token purchase. */
  fee_amount: z.number().int().nullable(),
  /** The shipping line; null for a token purchase. */
  logistics_amount: z.number().int().nullable(),
  /** Tokens bought; null for an invoice. */
  tokens: z.number().int().nullable(),
  status: z.enum(ADMIN_PAYMENT_STATUSES),
  /** When it was paid, else when it was issued or started (ISO): what lists sort and filter by. */
  date: z.string(),
  /** When it was paid (ISO); null until then. */
  payment_date: z.string().nullable(),
  /** Invoices: the calendar day it falls due (YYYY-MM-DD, UTC). */
  due_on: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** Over every payment the filters select (not only the page); cents. */
export const adminPaymentTotalsSchema = z.object({
  /** Platform fees of paid invoices. */
  fees_collected: z.number().int(),
  /** Logistics lines of paid invoices. */
  logistics_collected: z.number().int(),
  /** Paid token purchases. */
  token_sales: z.number().int(),
  /** The three above together. */
  total_collected: z.number().int(),
  /** Invoices still to be paid: pending, processing and overdue. */
  outstanding: z.number().int(),
  /** The overdue part of `outstanding`. */
  overdue: z.number().int(),
});
export type AdminPaymentTotals = z.infer<typeof adminPaymentTotalsSchema>;

export const adminPaymentsPageSchema = z.object({
  payments: z.array(adminPaymentSchema),
  ...adminPageFields,
  totals: adminPaymentTotalsSchema,
});
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;
