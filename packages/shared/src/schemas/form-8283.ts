import { z } from 'zod';
import { LISTING_RULES } from '../listing-constants';
import { requiredText } from './common';

/**
 * Cost basis, Form 8283 Section B Part V (the donee's signature) and the Form 8282 disposal
 * reminder (docs/product.md, Tax report). Nothing here is tax advice: it records facts and says
 * which IRS form they bear on.
 */

/** A listing's cost basis per unit in dollars (two decimals at most), or null for none; stored in cents. */
export const costBasisSchema = z
  .number({ error: 'Cost basis must be a number' })
  .min(0, { error: 'Cost basis must be 0 or more' })
  .max(LISTING_RULES.maxValueCents / 100, { error: 'Cost basis is too large' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'Cost basis can have at most two decimals',
  })
  .nullable();

/** PUT /api/items/{id}/cost-basis: also for items already given, whatever their status. */
export const costBasisFormSchema = z.object({ cost_basis: costBasisSchema });
export type CostBasisForm = z.infer<typeof costBasisFormSchema>;
export const costBasisResponseSchema = z.object({ item_id: z.number().int(), cost_basis: z.number().nullable() });

export const DONEE_SIGNATURE_TEXT = {
  authorised: 'I am authorised to sign for this organisation',
  authorisedRequired: 'Confirm that you are authorised to sign for the organisation',
  partV:
    'Form 8283 Section B, Part V (Donee Acknowledgment): the organisation acknowledges that it is a qualified organisation and that it received the donated property on the date shown. Signing does not agree with the donor’s claimed value.',
  alreadySigned: 'This gift’s Form 8283 Part V is already signed; a signature cannot be changed.',
  notSectionB:
    'This gift is not in a group of similar items over $5,000 received from its donor in that year, so Form 8283 Section B does not apply.',
} as const;

/** POST /api/requests/{id}/form-8283-signature: the nonprofit's typed signature. */
export const doneeSignatureFormSchema = z.object({
  signer_name: requiredText('Full name', 200),
  signer_title: requiredText('Title', 200),
  authorized: z.literal(true, { error: DONEE_SIGNATURE_TEXT.authorisedRequired }),
});
export type DoneeSignatureForm = z.input<typeof doneeSignatureFormSchema>;

export const doneeSignatureSchema = z.object({
  organization_name: z.string(),
  ein: z.string().nullable(),
  /** The day the gift was received (YYYY-MM-DD, UTC). */
  date_received: z.string(),
  signer_name: z.string(),
  signer_title: z.string(),
  signed_at: z.string(),
});
export type DoneeSignature = z.infer<typeof doneeSignatureSchema>;

export const DISPOSAL_METHODS = ['sold', 'exchanged', 'given_away', 'discarded', 'other'] as const;
export type DisposalMethod = (typeof DISPOSAL_METHODS)[number];
export const DISPOSAL_METHOD_LABELS: Record<DisposalMethod, string> = {
  sold: 'Sold',
  exchanged: 'Exchanged',
  given_away: 'Given away',
  discarded: 'Discarded or destroyed',
  other: 'Otherwise disposed of',
};

export const FORM_8282_TEXT = {
  rule: 'If your organisation sells, exchanges or otherwise disposes of this item within 3 years of receiving it, file Form 8282 with the IRS within 125 days of the disposal and give the donor a copy.',
  windowEnds: (date: string) => `The 3 years end on ${date}.`,
  windowOver: (date: string) => `The 3 years ended on ${date}: Form 8282 no longer applies.`,
  dateRange:
    'The disposal date must be on or after the day the item was received, within 3 years, and not later than today.',
  alreadyRecorded: 'A disposal is already recorded for this gift.',
} as const;

/** POST /api/requests/{id}/form-8282-disposal. The amount is in dollars; none when nothing was received. */
export const disposalFormSchema = z.object({
  disposed_on: z
    .string({ error: 'Disposal date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must be calendar dates (YYYY-MM-DD)' }),
  method: z.enum(DISPOSAL_METHODS, { error: 'Choose how the item was disposed of' }),
  amount_received: costBasisSchema.optional().default(null),
});
export type DisposalForm = z.input<typeof disposalFormSchema>;

export const disposalSchema = z.object({
  disposed_on: z.string(),
  method: z.enum(DISPOSAL_METHODS),
  amount_received: z.number().nullable(),
  recorded_at: z.string(),
});
export type Disposal = z.infer<typeof disposalSchema>;

/** GET /api/nonprofit/{id}/section-b-gifts: the gifts whose Form 8283 Part V the nonprofit signs. */
export const sectionBGiftSchema = z.object({
  request_id: z.number().int(),
  item_title: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  donor_name: z.string(),
  date_received: z.string(),
  /** The last day of the 3 years in which a disposal calls for Form 8282. */
  disposal_window_ends: z.string(),
  organization_name: z.string(),
  ein: z.string().nullable(),
  signature: doneeSignatureSchema.nullable(),
  disposal: disposalSchema.nullable(),
});
export type SectionBGift = z.infer<typeof sectionBGiftSchema>;
export const sectionBGiftsSchema = z.object({ gifts: z.array(sectionBGiftSchema) });
export type SectionBGifts = z.infer<typeof sectionBGiftsSchema>;
