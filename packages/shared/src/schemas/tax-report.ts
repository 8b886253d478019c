import { z } from 'zod';
import { acknowledgementStatusEnum } from './acknowledgement';
import { EVENT_TYPES } from '../marketplace-constants';
import { todayIn } from '../rules/time-zone';
import { timeZoneParamSchema } from './impact';
import { ENHANCED_DEDUCTION_MISSING } from '../rules/enhanced-deduction';
import { disposalSchema, doneeSignatureSchema } from './form-8283';

/**
 * The donor's entity type decides when Form 8283 is needed (docs/product.md, Tax report). Corporate
 * donors are C corporations unless their profile says otherwise.
 */
export const DONOR_ENTITY_TYPES = ['c_corporation', 's_corporation_or_partnership', 'other'] as const;
export type DonorEntityType = (typeof DONOR_ENTITY_TYPES)[number];
export const DONOR_ENTITY_TYPE_LABELS: Record<DonorEntityType, string> = {
  c_corporation: 'C corporation',
  s_corporation_or_partnership: 'S corporation or partnership',
  other: 'Other',
};

export const TAX_REPORT_MESSAGES = {
  failed: 'Failed to generate tax report. Please try again.',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateFormat: 'Dates must be calendar dates (YYYY-MM-DD)',
  endBeforeStart: 'The end date must be on or after the start date.',
  futureDate: 'Dates cannot be later than today.',
  empty: 'No donations were confirmed received in this period.',
} as const;

const calendarDate = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: TAX_REPORT_MESSAGES.dateFormat })
    .refine((value) => isCalendarDate(value) && value >= '2000-01-01', { error: TAX_REPORT_MESSAGES.dateFormat });

/** A day that exists: Date rolls 2026-02-30 over into March, so the round trip must give it back. */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * GET /api/donors/{id}/tax-report. Dates are calendar dates, both included, in `tz` (the viewer's IANA
 * time zone, which the browser sends; UTC when absent). Neither may be later than today there.
 */
export const taxReportQuerySchema = z
  .object({
    start_date: calendarDate(TAX_REPORT_MESSAGES.startRequired),
    end_date: calendarDate(TAX_REPORT_MESSAGES.endRequired),
    format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).default('json'),
    tz: timeZoneParamSchema,
  })
  .superRefine((query, issue) => {
    if (query.end_date < query.start_date)
      issue.addIssue({ code: 'custom', path: ['end_date'], message: TAX_REPORT_MESSAGES.endBeforeStart });
    // A day of slack: the browser's "today" may be ahead of the zone it names for a moment.
    const latest = todayIn('Pacific/Kiritimati');
    if (query.end_date > latest || query.start_date > latest)
      issue.addIssue({ code: 'custom', path: ['end_date'], message: TAX_REPORT_MESSAGES.futureDate });
  });
export type TaxReportQuery = z.input<typeof taxReportQuerySchema>;

export const TAX_NOTE_CODES = [
  'cost_basis',
  'form_8283_section_b',
  'form_8283_section_a',
  'enhanced_deduction',
] as const;
export type TaxNoteCode = (typeof TAX_NOTE_CODES)[number];

export const taxNoteSchema = z.object({
  code: z.enum(TAX_NOTE_CODES),
  text: z.string(),
  /** The donations the note is about (all of them for a note on the whole report). */
  request_ids: z.array(z.number().int()),
  /** The group of similar items a Section B note is about. */
  category: z.string().nullable(),
});
export type TaxNote = z.infer<typeof taxNoteSchema>;

export const taxReportDonationSchema = z.object({
  request_id: z.number().int(),
  /** The day the delivery was confirmed received, in the report's time zone. */
  completion_date: z.string(),
  item_title: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  unit_fair_market_value: z.number(),
  total_fair_market_value: z.number(),
  nonprofit_name: z.string(),
  nonprofit_ein: z.string().nullable(),
  nonprofit_address: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  event_name: z.string().nullable(),
  event_type: z.enum(EVENT_TYPES).nullable(),
  /** Whether the nonprofit's written acknowledgement of this gift is on record. */
  acknowledgement_recorded: z.boolean(),
  /** Recorded and signed by the nonprofit, or recorded and awaiting its signature (docs/product.md). */
  acknowledgement_status: acknowledgementStatusEnum,
  /** Codes of the notes in `tax_notes` that concern this donation. */
  notes: z.array(z.enum(TAX_NOTE_CODES)),
  /** The gift's cost basis in dollars (the listing's unit basis times the quantity); null when not entered. */
  cost_basis: z.number().nullable(),
  /** The IRC 170(e)(3) enhanced deduction in dollars, or null with the facts it lacks. */
  enhanced_deduction: z.number().nullable(),
  enhanced_deduction_missing: z.array(z.enum(ENHANCED_DEDUCTION_MISSING)),
  /** In a group of similar items over $5,000 in the period: Form 8283 Section B, the donee signs Part V. */
  section_b: z.boolean(),
  donee_signature: doneeSignatureSchema.nullable(),
  /** A disposal the nonprofit recorded (Form 8282), if any. */
  disposal: disposalSchema.nullable(),
});
export type TaxReportDonation = z.infer<typeof taxReportDonationSchema>;

export const taxReportSchema = z.object({
  report_info: z.object({
    donor_info: z.object({
      company_name: z.string().nullable(),
      contact_name: z.string(),
      email: z.string(),
      entity_type: z.enum(DONOR_ENTITY_TYPES),
    }),
    report_period: z.object({ start_date: z.string(), end_date: z.string(), time_zone: z.string() }),
    generated_date: z.string(),
  }),
  summary: z.object({
    total_donations: z.number().int(),
    total_items_donated: z.number().int(),
    /** Fair market value in dollars; what may be deducted is for the donor's adviser (see the notes). */
    total_tax_deductible_value: z.number(),
    nonprofits_supported: z.number().int(),
    acknowledgements_recorded: z.number().int(),
    /** The sum of the rows' enhanced deductions, in dollars (rows lacking a fact add nothing). */
    enhanced_deduction_total: z.number(),
  }),
  donations: z.array(taxReportDonationSchema),
  tax_notes: z.array(taxNoteSchema),
  legal_disclaimer: z.object({ text: z.string(), irs_notice: z.string(), platform_note: z.string() }),
});
export type TaxReport = z.infer<typeof taxReportSchema>;

/** The browser's file names for the report. */
export const taxReportFileName = (start: string, end: string, extension: 'pdf' | 'csv') =>
  `Tax-Report-${start}-to-${end}.${extension}`;
