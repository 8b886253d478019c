import { z } from 'zod';
import { LISTING_RULES } from '../listing-constants';
import { DISPOSAL_METHODS, DONEE_SIGNATURE_TEXT } from '../tax-form-constants';
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
