// The words and choices of Form 8283 Part V and Form 8282 (docs/product.md, Tax report), apart from
// their schemas: the nonprofit dashboard shows them as it loads, and must not build zod schemas for it.

export const DONEE_SIGNATURE_TEXT = {
  authorised: 'I am authorised to sign for this organisation',
  authorisedRequired: 'Confirm that you are authorised to sign for the organisation',
  partV:
    'Form 8283 Section B, Part V (Donee Acknowledgment): the organisation acknowledges that it is a qualified organisation and that it received the donated property on the date shown. Signing does not agree with the donor’s claimed value.',
  alreadySigned: 'This gift’s Form 8283 Part V is already signed; a signature cannot be changed.',
  notSectionB:
    'This gift is not in a group of similar items over $5,000 received from its donor in that year, so Form 8283 Section B does not apply.',
} as const;

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
