import { centsToDollars, invoiceAmounts, type EventStatus, type NonprofitEvent, type SiteSettings } from '@app/shared';
import type { EventRow } from '#src/platform/database/schema';

/** Upcoming until its date has gone by, whatever was stored when it was planned. */
export const eventStatusAt = (eventDate: Date, now: Date): EventStatus => (eventDate < now ? 'past' : 'upcoming');

/** The fee settings an event's fee_percentage is read from: the live site settings. */
export type EventFeeSettings = Pick<
  SiteSettings,
  'upfront_fee_percentage' | 'post_event_fee_percentage' | 'shipping_flat_fee_cents'
>;

export function presentEvent(row: EventRow, settings: EventFeeSettings, now = new Date()): NonprofitEvent {
  // The invoice's own rule, so the picker never disagrees with the invoice approval would issue.
  const fee = invoiceAmounts({ valueCents: 0, eventDate: row.eventDate, at: now, deliveryMethod: null, settings });
  return {
    id: row.id,
    name: row.name,
    event_type: row.eventType,
    description: row.description,
    event_date: row.eventDate.toISOString(),
    location: row.location,
    fundraising_goal: row.fundraisingGoalCents === null ? null : centsToDollars(row.fundraisingGoalCents),
    status: eventStatusAt(row.eventDate, now),
    fee_percentage: fee.feePercentage,
    created_at: row.createdAt.toISOString(),
  };
}
