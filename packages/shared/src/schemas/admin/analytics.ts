import { z } from 'zod';
import { rowIdSchema } from '../common';
import { timeZoneParamSchema } from '../impact';

/** The periods an admin may look back over, in days (docs/product.md, Admin console: Analytics). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_DAYS: AnalyticsPeriod = 30;
const ANALYTICS_DAYS_MESSAGE = 'days must be 7, 30 or 90';
/** The web shows the five largest categories; the call sends every category. */
export const ANALYTICS_TOP_CATEGORIES_SHOWN = 5;
/** States ranked by accounts and items in the analytics answer. */
export const ANALYTICS_TOP_STATES = 10;
/** The emails that follow a delivery, counted as `delivery_emails` (templates, docs/product.md, Emails). */
export const DELIVERY_EMAIL_TEMPLATES = [
  'delivery_started',
  'pickup_coordination',
  'delivery_confirmation',
  'delivery_completed',
  'delivery_issue',
] as const;

export const isAnalyticsPeriod = (value: unknown): value is AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly unknown[]).includes(value);

/** A query string says days as text; '' counts as not given. */
const toDays = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

export const adminAnalyticsQuerySchema = z.object({
  days: z.preprocess(
    toDays,
    z
      .number({ error: ANALYTICS_DAYS_MESSAGE })
      .refine(isAnalyticsPeriod, { error: ANALYTICS_DAYS_MESSAGE })
      .default(DEFAULT_ANALYTICS_DAYS),
  ),
  /** The viewer's IANA time zone: it decides where each day of the series starts. */
  tz: timeZoneParamSchema,
  admin_id: rowIdSchema.optional(),
});
export type AdminAnalyticsQuery = z.output<typeof adminAnalyticsQuerySchema>;

const count = z.number().int();
const cents = z.number().int();
/** 0 to 100 with one decimal; 0 when there is nothing to divide by. */
const percentage = z.number();

/** Every account as it stands now, plus those created and those seen in the period. */
const usersGroup = z.object({
  total: count,
  nonprofits: count,
  donors: count,
  admins: count,
  approved: count,
  pending: count,
  rejected: count,
  new_in_period: count,
  /** Accounts that used a session in the period (users.last_active_at). */
  active_in_period: count,
});

const categoryShare = z.object({ category: z.string(), count, total_value_cents: cents });

/** Every item as it stands now; value = unit fair market value x units listed. */
const itemsGroup = z.object({
  total: count,
  available: count,
  requested: count,
  approved: count,
  completed: count,
  disabled: count,
  pending_review: count,
  /** Turned down in review; hidden until the donor edits it. */
  rejected: count,
  new_in_period: count,
  total_fmv_cents: cents,
  /** total_fmv_cents / total: the average listing's value. */
  average_fmv_cents: cents,
  /** Largest first (by item count); at most 50. */
  category_breakdown: z.array(categoryShare),
});

/** Requests made in the period, by where they stand now. */
const requestsGroup = z.object({
  total: count,
  pending: count,
  /** Approved by the donor, delivered ones included. */
  approved: count,
  /** Of `approved`: delivery confirmed received. */
  completed: count,
  /** Declined by the donor. */
  declined: count,
  /** Declined automatically: the donor did not answer in time. */
  expired: count,
  /** declined + expired: every request that ended without approval. */
  denied: count,
  cancelled: count,
  /** approved / (approved + denied) x 100: the approved share of decided requests (pending and cancelled left out). */
  approval_rate: percentage,
});

/** Money received in the period, in integer cents; `pending` is what is owed now. */
const paymentsGroup = z.object({
  /** invoice_revenue_cents + token_sales_cents. */
  total_revenue_cents: cents,
  /** Invoices paid in the period: platform fees plus logistics lines. */
  invoice_revenue_cents: cents,
  /** The platform-fee part of invoice_revenue_cents. */
  platform_fees_cents: cents,
  token_sales_cents: cents,
  /** Invoices paid plus token purchases paid, in the period. */
  total_transactions: count,
  average_transaction_cents: cents,
  /** Invoices issued and not yet paid (any age). */
  pending: count,
  pending_cents: cents,
});

const platformHealthGroup = z.object({
  /** Accounts active in the period over all accounts. */
  active_users_percentage: percentage,
  /** Available items over all items. */
  item_availability_rate: percentage,
  /** Requests of the period approved (delivered included) over those not cancelled. */
  request_fulfillment_rate: percentage,
});

/** Requests approved in the period (and still approved or completed), by delivery. */
const deliveryGroup = z.object({
  approved_requests: count,
  delivered: count,
  in_transit: count,
  issue: count,
  pending: count,
  delivered_percentage: percentage,
  in_transit_percentage: percentage,
  issue_percentage: percentage,
  pending_percentage: percentage,
});

/** Emails written in the period; "sent" counts those recorded without a mail server too. */
const emailsGroup = z.object({
  /** Sent since midnight in the viewer's time zone. */
  sent_today: count,
  sent: count,
  failed: count,
  /** Waiting in the outbox (queued or sending). */
  waiting: count,
  delivery_emails: count,
  /** sent / (sent + failed) x 100; 0 when none has finished. */
  success_rate: percentage,
});

const stateCount = z.object({ state: z.string(), users: count, items: count });

const seriesPoint = z.object({
  /** The day (YYYY-MM-DD) in the viewer's time zone. */
  date: z.string(),
  new_users: count,
  items_listed: count,
  requests_made: count,
  requests_approved: count,
  revenue_cents: cents,
});

export const adminAnalyticsResponseSchema = z.object({
  period: z.object({
    days: z.number().int(),
    time_zone: z.string(),
    /** The start of the first day of the period. */
    since: z.string(),
  }),
  users: usersGroup,
  items: itemsGroup,
  requests: requestsGroup,
  payments: paymentsGroup,
  platform_health: platformHealthGroup,
  delivery: deliveryGroup,
  emails: emailsGroup,
  locations: z.object({ top_states: z.array(stateCount) }),
  /** One point a day, oldest first, days without any activity included as zeros. */
  time_series: z.array(seriesPoint),
  generated_at: z.string(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsResponseSchema>;
export type AnalyticsSeriesPoint = z.infer<typeof seriesPoint>;

/** part / whole as a percentage with one decimal; 0 when whole is 0. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** The approval-rate badge reads as healthy above this percentage. */
export const HEALTHY_APPROVAL_RATE = 50;
