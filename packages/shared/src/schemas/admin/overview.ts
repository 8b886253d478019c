import { z } from 'zod';
import { rowIdSchema } from '../common';
import { timeZoneParamSchema } from '../impact';
import { irsHoldSchema } from './irs-holds';

/**
 * The admin Overview (docs/product.md, Admin console): what needs attention now, one entry per kind,
 * always in this order, each with a link to the tab that fixes it.
 */
export const ATTENTION_KINDS = [
  'nonprofits_pending',
  'items_pending_review',
  'deliveries_not_received',
  'emails_failed',
  'invoices_overdue',
  'checkouts_stuck',
  'requests_expiring',
  'irs_revocations',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** A pending request whose deadline falls within this many hours is "about to expire". */
export const EXPIRING_WITHIN_HOURS = 48;
/**
 * A checkout is stuck when, this long after it should have closed, we still do not know how it
 * ended (docs/product.md, Admin console).
 */
export const STUCK_CHECKOUT_GRACE_MINUTES = 60;
/** How many of the longest-waiting nonprofits the Overview names. */
export const OVERVIEW_NAMED_NONPROFITS = 5;

export const adminOverviewQuerySchema = z.object({
  /** The viewer's zone: it decides "this month" and which calendar days are business days. */
  tz: timeZoneParamSchema,
  admin_id: rowIdSchema.optional(),
});
export type AdminOverviewQuery = z.output<typeof adminOverviewQuerySchema>;

/** One of the longest-waiting nonprofits, with the link that opens its account. */
export const waitingNonprofitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** ISO 8601: when it signed up, the start of its wait. */
  waiting_since: z.string(),
  business_days_waiting: z.number().int(),
  /** Waiting longer than the business days promised. */
  over_promise: z.boolean(),
  link: z.string(),
});
export type WaitingNonprofit = z.infer<typeof waitingNonprofitSchema>;

export const attentionEntrySchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  /** `clear`: nothing waits; `attention`: something waits; `urgent`: a promise is broken or money may be stuck. */
  level: z.enum(['clear', 'attention', 'urgent']),
  count: z.number().int(),
  /** ISO 8601: since when the oldest one has waited (for overdue invoices, the oldest due date); null at 0. */
  oldest_at: z.string().nullable(),
  label: z.string(),
  /** One short sentence saying what waits and how late it is. */
  summary: z.string(),
  /** The admin dashboard view that fixes it, as a query string (`?tab=...`). */
  link: z.string(),
  link_label: z.string(),
});
export type AttentionEntry = z.infer<typeof attentionEntrySchema>;

export const adminOverviewResponseSchema = z.object({
  attention: z.array(attentionEntrySchema),
  /** The verification wait against the promise, with the longest-waiting few named. */
  verification: z.object({
    promised_business_days: z.number().int(),
    over_promise: z.number().int(),
    longest_waiting: z.array(waitingNonprofitSchema),
  }),
  /** Approved nonprofits on an IRS hold, newest first (at most OVERVIEW_NAMED_HOLDS; the entry counts them all). */
  irs_holds: z.array(irsHoldSchema),
  headline: z.object({
    users_total: z.number().int(),
    nonprofits: z.number().int(),
    donors: z.number().int(),
    admins: z.number().int(),
    nonprofits_pending: z.number().int(),
    /** Shown on the marketplace now. */
    items_listed: z.number().int(),
    items_total: z.number().int(),
    requests_pending: z.number().int(),
    requests_approved_this_month: z.number().int(),
    /** Paid invoices plus token purchases this month, in cents. */
    revenue_this_month_cents: z.number().int(),
    invoice_revenue_this_month_cents: z.number().int(),
    token_revenue_this_month_cents: z.number().int(),
  }),
  /** ISO 8601: the first instant of this month in `time_zone`. */
  month_start: z.string(),
  time_zone: z.string(),
  generated_at: z.string(),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
