import { z } from 'zod';
import { EVENT_TYPES, REQUEST_STATUSES, type EventType } from '../marketplace-constants';
import { safeString, requiredText } from './common';
import { formatInteger } from '../rules/money';

export const EVENT_STATUSES = ['upcoming', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  fundraising_gala: 'Fundraising Gala',
  silent_auction: 'Silent Auction',
  charity_run: 'Charity Run',
  food_drive: 'Food Drive',
  educational_program: 'Educational Program',
  community_outreach: 'Community Outreach',
  holiday_program: 'Holiday Program',
  emergency_relief: 'Emergency Relief',
  awareness_campaign: 'Awareness Campaign',
  volunteer_event: 'Volunteer Event',
  other: 'Other',
};

/** Events where goods may be sold on or auctioned: the donor's deduction may be limited (tax report notes). */
export const COST_BASIS_EVENT_TYPES: readonly EventType[] = ['fundraising_gala', 'silent_auction'];

export const EVENT_RULES = {
  nameMax: 200,
  descriptionMax: 5000,
  locationMax: 300,
  /** Stored in integer cents (a PostgreSQL integer), so a goal stays well below 2^31 cents. */
  maxGoalDollars: 20_000_000,
  recentRequests: 5,
} as const;

export const EVENT_MESSAGES = {
  saved: 'Event saved successfully!',
  saveFailed: 'Error saving event. Please try again.',
  deleted: 'Event deleted successfully!',
  deleteFailed: 'Error deleting event. Please try again.',
  analyticsFailed: 'Error fetching event analytics.',
  deleteConfirm: 'Are you sure you want to delete this event? This action cannot be undone.',
  empty: 'No events yet. Add one to tie requests to it.',
  notFound: 'Event not found.',
  nameRequired: 'Event name is required',
  typeRequired: 'Choose an event type',
  dateRequired: 'Event date is required',
  dateInvalid: 'Event date must be a date and time',
  timeRequired: 'Event time is required',
  timeInvalid: 'Enter the time as you would say it, like 5:30 PM, or as 24-hour time, like 17:30',
  timeSkipped: 'That time does not exist on this date (the clocks move forward). Choose another time.',
  goalNumber: 'Fundraising goal must be a number',
  goalNotNegative: 'Fundraising goal must be 0 or more',
  goalCents: 'Fundraising goal can have at most two decimals',
  goalTooLarge: `Fundraising goal must be at most $${formatInteger(EVENT_RULES.maxGoalDollars)}`,
  /** Requests keep their event for the record (invoices are priced against its date), so it stays. */
  hasRequests: (count: number) =>
    `This event has ${count} ${count === 1 ? 'request' : 'requests'} and cannot be deleted: requests stay linked to their event for your records and invoices. Edit the event instead if its details changed.`,
} as const;

const optionalText = (max: number, label: string) =>
  safeString()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** Dollars with at most two decimals; an empty field (null, '' or absent) is no goal. */
const goalSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .number({ error: EVENT_MESSAGES.goalNumber })
    .min(0, { error: EVENT_MESSAGES.goalNotNegative })
    .max(EVENT_RULES.maxGoalDollars, { error: EVENT_MESSAGES.goalTooLarge })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: EVENT_MESSAGES.goalCents })
    .nullable(),
);

/** POST /api/nonprofit/{id}/events and PUT /api/events/{id}: the Add/Edit dialog's fields. */
export const eventInputSchema = z.object({
  name: requiredText('Event name', EVENT_RULES.nameMax),
  event_type: z.enum(EVENT_TYPES, { error: EVENT_MESSAGES.typeRequired }),
  description: optionalText(EVENT_RULES.descriptionMax, 'Description'),
  /** An instant with its offset (the browser sends toISOString()), years 2000 to 2199. */
  event_date: z
    .string({ error: EVENT_MESSAGES.dateRequired })
    .min(1, { error: EVENT_MESSAGES.dateRequired })
    .pipe(z.iso.datetime({ offset: true, error: EVENT_MESSAGES.dateInvalid }))
    .refine((value) => /^2[01]\d\d-/.test(value), { error: EVENT_MESSAGES.dateInvalid }),
  location: optionalText(EVENT_RULES.locationMax, 'Location'),
  fundraising_goal: goalSchema.optional().transform((value) => value ?? null),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

/** An event as listed; the request dialog's picker reads id, name, event_date and status. */
export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  event_type: z.enum(EVENT_TYPES),
  description: z.string().nullable(),
  event_date: z.string(),
  location: z.string().nullable(),
  /** Dollars, or null when the event has no goal. */
  fundraising_goal: z.number().nullable(),
  /** Derived from the date: past once the date has gone by. */
  status: z.enum(EVENT_STATUSES),
  /**
   * The platform fee, in percent, of a request tied to this event if approved now: the live upfront
   * fee until the event date, the post-event fee after it (docs/product.md, Invoices and fees).
   */
  fee_percentage: z.number(),
  created_at: z.string(),
});
export type NonprofitEvent = z.infer<typeof eventSchema>;
/** The picker's name for the same shape. */
export const eventSummarySchema = eventSchema;
export type EventSummary = NonprofitEvent;

export const eventDeletedSchema = z.object({ message: z.string(), id: z.number().int() });

/**
 * GET /api/events/{id}/analytics. Counts are by request status (approved counts what the donor
 * approved, delivered or not); values are fair market value in dollars: requested = every request
 * not cancelled by the nonprofit, approved = approved and completed, received = delivery confirmed.
 * progress_percentage = approved value / goal x 100, one decimal, not capped (null without a goal).
 */
export const eventAnalyticsSchema = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  event_type: z.enum(EVENT_TYPES),
  total_requests: z.number().int(),
  approved_requests: z.number().int(),
  pending_requests: z.number().int(),
  declined_requests: z.number().int(),
  completed_requests: z.number().int(),
  cancelled_requests: z.number().int(),
  fundraising_goal: z.number().nullable(),
  progress_percentage: z.number().nullable(),
  total_value_requested: z.number(),
  total_value_approved: z.number(),
  total_value_received: z.number(),
  status: z.enum(EVENT_STATUSES),
  event_date: z.string(),
  /** Whole days from now to the event, rounded up; 0 within the last day before it, negative after. */
  days_until_event: z.number().int(),
  recent_requests: z.array(
    z.object({
      id: z.number().int(),
      item_title: z.string(),
      donor_name: z.string(),
      quantity_requested: z.number().int(),
      fair_market_value: z.number(),
      total_value: z.number(),
      status: z.enum(REQUEST_STATUSES),
      created_at: z.string(),
    }),
  ),
});
export type EventAnalytics = z.infer<typeof eventAnalyticsSchema>;
