import { z } from 'zod';
import { GIFT_USES } from '../rules/gift-use';
import { requiredText } from './common';

/**
 * What a donee's written acknowledgement of an in-kind gift says (docs/product.md, Acknowledgement
 * letters). A donee does not state the value of donated property, so the letter never does. The
 * wording is settled in docs/decisions/014-acknowledgement-wording.md.
 */
export const ACKNOWLEDGEMENT_TEXT = {
  title: 'Acknowledgement of In-Kind Donation',
  noGoodsOrServices: 'No goods or services were provided in return for this contribution.',
  noValueStated:
    'This acknowledgement does not state a value for the donated items; determining their value is the donor’s responsibility.',
  notFound: 'No acknowledgement yet: it is recorded when the nonprofit confirms the delivery was received.',
  awaitingSignature: 'Awaiting signature',
  awaitingSignatureHelp:
    'The delivery was confirmed received. The acknowledgement letter can be downloaded once a person at the nonprofit signs it.',
  notSigned: 'Not signed yet',
  signedBy: 'Signed by',
  authorised: (organization: string) => `I am authorised to sign for ${organization}`,
  authorisedRequired: 'Confirm that you are authorised to sign',
  alreadySigned:
    'This acknowledgement is already signed. A signed letter cannot be changed: submit a correction instead.',
  notSignedYet: 'This acknowledgement is not signed yet: sign it before correcting it.',
  notYours: 'Only the nonprofit that received the donation signs its acknowledgement.',
  versionNotFound: 'No such version of this acknowledgement.',
  fileName: (requestId: number, supersededVersion: number | null = null) =>
    supersededVersion === null
      ? `Acknowledgement-request-${requestId}.pdf`
      : `Acknowledgement-request-${requestId}-version-${supersededVersion}.pdf`,
  correctionSaved: (itemTitle: string, version: number) =>
    `Version ${version} is now the current acknowledgement for ${itemTitle}. The donor has been told.`,
} as const;

/**
 * The written statement of IRC section 170(e)(3) (26 CFR 1.170A-4A(b)(4)), the letter's second page
 * when the use stated is the care of the ill, the needy or infants. Plain words, not tax advice.
 */
export const CARE_STATEMENT_TEXT = {
  title: 'Written Statement for Donated Inventory (IRC section 170(e)(3))',
  paragraphs: (organization: string) => [
    `${organization} states that it is an organization described in section 501(c)(3) of the Internal Revenue Code.`,
    `${organization} will use the property described in this acknowledgement solely for the care of the ill, the needy or infants, in a use related to its exempt purpose.`,
    `${organization} will not transfer the property, or any part of it, for money, other property or services.`,
    `${organization} will keep records of this use and make them available on request, and will tell the donor if the property is not used in this way.`,
  ],
  notTaxAdvice:
    'This statement records what the organization undertakes. It is not tax advice; whether a deduction applies is for the donor and its tax adviser.',
} as const;

/** The signer's part, given when confirming receipt in the dashboard or later (docs/product.md). */
export const signatureInputSchema = z.object({
  name: requiredText('Full name', 200),
  title: requiredText('Title', 200),
  authorised: z.literal(true, { error: ACKNOWLEDGEMENT_TEXT.authorisedRequired }),
});
export type SignatureInput = z.input<typeof signatureInputSchema>;

/** POST /requests/{id}/acknowledgement/corrections: a new signed version that supersedes the current one. */
export const acknowledgementCorrectionSchema = signatureInputSchema.extend({
  description: requiredText('Description', 2000),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity must be at least 1' })
    .max(100_000),
  reason: requiredText('Reason for the correction', 500),
});
export type AcknowledgementCorrection = z.input<typeof acknowledgementCorrectionSchema>;

/** Optional body of POST /confirm-delivery/{id}?status=received from the nonprofit's dashboard. */
export const confirmDeliveryBodySchema = z.object({ signature: signatureInputSchema.optional() }).nullable().optional();

export const acknowledgementStatusEnum = z.enum(['none', 'awaiting_signature', 'signed']);
export type AcknowledgementStatus = z.infer<typeof acknowledgementStatusEnum>;
export const ACKNOWLEDGEMENT_STATUS_LABELS: Record<AcknowledgementStatus, string> = {
  none: 'Not recorded',
  awaiting_signature: 'Awaiting signature',
  signed: 'Signed',
};

const signatureSchema = z.object({ name: z.string(), title: z.string(), signed_at: z.string() });

const versionSummarySchema = z.object({
  version: z.number().int(),
  signature: signatureSchema,
  description: z.string(),
  quantity: z.number().int(),
  /** Why this version replaced the one before; null on the first signed version. */
  correction_reason: z.string().nullable(),
  supersedes_version: z.number().int().nullable(),
});

export const acknowledgementSchema = z.object({
  request_id: z.number().int(),
  recorded_at: z.string(),
  /** The instant the delivery was confirmed received; the letter shows it as a date. */
  date_received: z.string(),
  nonprofit: z.object({
    name: z.string(),
    ein: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
    }),
  }),
  donor: z.object({ name: z.string(), company_name: z.string().nullable() }),
  items: z.object({ description: z.string(), category: z.string(), quantity: z.number().int() }),
  event_name: z.string().nullable(),
  statement: z.string(),
  value_statement: z.string(),
  /** The use the nonprofit stated when requesting; null on requests made before it was asked. */
  intended_use: z.enum(GIFT_USES).nullable(),
  status: z.enum(['awaiting_signature', 'signed']),
  /** The signature of the version shown; null while awaiting signature. */
  signature: signatureSchema.nullable(),
  /** The version shown (1 is the first signed letter); null while awaiting signature. */
  version: z.number().int().nullable(),
  /** The latest version: the current letter. Older ones stay readable with ?version=. */
  current_version: z.number().int().nullable(),
  supersedes_version: z.number().int().nullable(),
  correction_reason: z.string().nullable(),
  /** Every signed version, oldest first. */
  versions: z.array(versionSummarySchema),
  /** What the viewer may do: only the receiving nonprofit signs, and corrects a signed letter. */
  can_sign: z.boolean(),
  can_correct: z.boolean(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

export const acknowledgementVersionQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** GET /nonprofit/acknowledgements-to-sign: confirmed deliveries whose letter nobody has signed yet. */
export const acknowledgementsToSignSchema = z.object({
  acknowledgements: z.array(
    z.object({
      request_id: z.number().int(),
      item_title: z.string(),
      quantity: z.number().int(),
      donor_name: z.string(),
      date_received: z.string(),
      intended_use: z.enum(GIFT_USES).nullable(),
    }),
  ),
});
export type AcknowledgementsToSign = z.infer<typeof acknowledgementsToSignSchema>;
