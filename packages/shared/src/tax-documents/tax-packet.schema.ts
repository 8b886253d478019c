import { z } from 'zod';
import { todayIn } from '../rules/time-zone';
import { timeZoneParamSchema } from '../schemas/impact';

/** A year-end packet's limits (docs/product.md, Year-end tax packet). */
export const TAX_PACKET_LIMITS = {
  /** A year, leap years included: a packet is for one tax year or a shorter range. */
  maxDays: 366,
  /** Gifts one packet holds; past it the packet fails and says to choose a shorter range. */
  maxGifts: 5_000,
  /** Packets listed on the donor's tab, newest first (older ones stay stored). */
  listed: 10,
} as const;

export const TAX_PACKET_MESSAGES = {
  rangeTooLong: `A packet covers at most ${TAX_PACKET_LIMITS.maxDays} days: choose one year or a shorter range.`,
  endBeforeStart: 'The end date must be on or after the start date.',
  futureDate: 'Dates cannot be later than today.',
  dateFormat: 'Dates must be calendar dates (YYYY-MM-DD)',
  notFound: 'Tax packet not found.',
  notReady: 'This packet is not ready to download yet.',
  tooManyGifts: (count: number) =>
    `This range has ${count.toLocaleString('en-US')} gifts; a packet holds up to ${TAX_PACKET_LIMITS.maxGifts.toLocaleString('en-US')}. Choose a shorter range.`,
  storeFailed: 'The packet was built but could not be stored. Please try again.',
  buildFailed: 'The packet could not be built because of an error on our side. Please try again.',
  abandoned: 'Building stopped when the server restarted, several times. Please try again.',
  futureYear: 'Packets can be produced for this year or earlier years only.',
} as const;

export const TAX_PACKET_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type TaxPacketStatus = (typeof TAX_PACKET_STATUSES)[number];
/** Still to be built: a donor has at most one such packet, and the web keeps asking how it goes. */
export const TAX_PACKET_ACTIVE_STATUSES = ['queued', 'building'] as const satisfies readonly TaxPacketStatus[];
export const packetInProgress = (status: TaxPacketStatus): boolean =>
  (TAX_PACKET_ACTIVE_STATUSES as readonly TaxPacketStatus[]).includes(status);

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: TAX_PACKET_MESSAGES.dateFormat })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && value >= '2000-01-01', {
    error: TAX_PACKET_MESSAGES.dateFormat,
  })
  .refine(
    (value) => {
      // Refinements run even after the pattern failed: an unreadable day must not throw here.
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    },
    { error: TAX_PACKET_MESSAGES.dateFormat },
  );

const isCalendarDate = (value: unknown): value is string => calendarDate.safeParse(value).success;

/** Days from `start` to `end`, both included. */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * POST /api/donors/{id}/tax-packets: calendar dates, both included, in `tz` (the browser's zone).
 * At most 366 days, and neither later than today.
 */
export const taxPacketRequestSchema = z
  .object({ start_date: calendarDate, end_date: calendarDate, tz: timeZoneParamSchema })
  .superRefine((body, issue) => {
    // The range is judged only once both days read as days; their own messages say what is wrong.
    if (!isCalendarDate(body.start_date) || !isCalendarDate(body.end_date)) return;
    if (body.end_date < body.start_date)
      issue.addIssue({ code: 'custom', path: ['end_date'], message: TAX_PACKET_MESSAGES.endBeforeStart });
    else if (daysInRange(body.start_date, body.end_date) > TAX_PACKET_LIMITS.maxDays)
      issue.addIssue({ code: 'custom', path: ['end_date'], message: TAX_PACKET_MESSAGES.rangeTooLong });
    // A day of slack: the browser's "today" may be ahead of the zone it names for a moment.
    const latest = todayIn('Pacific/Kiritimati');
    if (body.end_date > latest || body.start_date > latest)
      issue.addIssue({ code: 'custom', path: ['end_date'], message: TAX_PACKET_MESSAGES.futureDate });
  });
export type TaxPacketRequest = z.input<typeof taxPacketRequestSchema>;

export const taxPacketSchema = z.object({
  id: z.number().int(),
  donor_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  time_zone: z.string(),
  status: z.enum(TAX_PACKET_STATUSES),
  /** Steps done of all steps (the summary, each letter, the worksheet); 0 of 0 until building starts. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Gifts in the packet, once known. */
  gift_count: z.number().int().nullable(),
  /** Why it failed, in words for the donor; null unless failed. */
  failure_reason: z.string().nullable(),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  /** Where to download the PDF and the CSV once ready (the viewer's session opens them); else null. */
  pdf_url: z.string().nullable(),
  csv_url: z.string().nullable(),
});
export type TaxPacket = z.infer<typeof taxPacketSchema>;

export const taxPacketListSchema = z.object({ packets: z.array(taxPacketSchema) });
export type TaxPacketList = z.infer<typeof taxPacketListSchema>;

/** POST answers the packet asked for, or the one already queued or building for this donor. */
export const taxPacketRequestedSchema = z.object({ packet: taxPacketSchema, already_building: z.boolean() });
export type TaxPacketRequested = z.infer<typeof taxPacketRequestedSchema>;

/** POST /api/admin/tax-packets: every donor's packet for one calendar year. */
export const adminTaxPacketsRequestSchema = z.object({
  year: z
    .number({ error: 'Choose a year.' })
    .int()
    .min(2000)
    .refine((year) => year <= Number(todayIn('Pacific/Kiritimati').slice(0, 4)), {
      error: TAX_PACKET_MESSAGES.futureYear,
    }),
});
export type AdminTaxPacketsRequest = z.infer<typeof adminTaxPacketsRequestSchema>;

export const adminTaxPacketsResultSchema = z.object({
  year: z.number().int(),
  /** Donors with a gift confirmed received in the year. */
  donors: z.number().int(),
  /** New packets queued (each emailed to its donor when ready). */
  queued: z.number().int(),
  /** Donors whose packet was already queued or building, left as it was. */
  already_building: z.number().int(),
});
export type AdminTaxPacketsResult = z.infer<typeof adminTaxPacketsResultSchema>;

/** The downloads' file names. */
export const taxPacketFileName = (start: string, end: string, extension: 'pdf' | 'csv') =>
  `Tax-Packet-${start}-to-${end}.${extension}`;

/** A calendar year as a packet's range: the whole year, or up to today while it is under way. */
export function taxYearRange(year: number, today: string): { start: string; end: string } {
  const end = `${year}-12-31`;
  return { start: `${year}-01-01`, end: end < today ? end : today };
}
