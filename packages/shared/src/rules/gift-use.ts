/**
 * How a nonprofit says it will use the goods it requests (docs/product.md, Intended use and signed
 * acknowledgements). The use decides whether the signed acknowledgement also carries the written
 * statement of IRC section 170(e)(3) (26 CFR 1.170A-4A): only goods for the care of the ill, the
 * needy or infants, never transferred for money, property or services.
 */
export const GIFT_USES = ['programs', 'care_of_needy', 'resale'] as const;
export type GiftUse = (typeof GIFT_USES)[number];

export interface GiftUseText {
  label: string;
  help: string;
  /** The conditions the nonprofit accepts by choosing this use, in plain words. */
  conditions: readonly string[];
}

export const GIFT_USE_TEXT: Record<GiftUse, GiftUseText> = {
  programs: {
    label: "In our organization's programs",
    help: 'Used in the programs and daily work of the organization.',
    conditions: [],
  },
  care_of_needy: {
    label: 'For the care of the ill, the needy or infants',
    help: 'Given to, or used directly for, people who are ill, in need, or infants.',
    conditions: [
      'The goods are used solely for the care of the ill, the needy or infants.',
      'They are not sold or exchanged for money, property or services.',
      'When the delivery is received, we sign a written statement saying so for the donor (IRC section 170(e)(3)).',
    ],
  },
  resale: {
    label: 'Resale, auction or raffle',
    help: 'Sold, auctioned or raffled to raise funds. Only where the donor allows it.',
    conditions: [],
  },
};

/** Shown where a request made before the use was asked has none. */
export const GIFT_USE_NOT_STATED = 'Not stated';

export const GIFT_USE_MESSAGES = {
  required: 'Choose how the goods will be used',
  resaleNotPermitted: 'The donor does not allow resale, auction or raffle of this item. Choose another use.',
  resalePermittedLabel: 'Resale, auction or raffle allowed',
  resalePermittedHelp: 'Nonprofits may then request this item to sell, auction or raffle it to raise funds.',
} as const;

export const isGiftUse = (value: unknown): value is GiftUse =>
  typeof value === 'string' && (GIFT_USES as readonly string[]).includes(value);

export const giftUseLabel = (use: GiftUse | null | undefined): string =>
  use ? GIFT_USE_TEXT[use].label : GIFT_USE_NOT_STATED;

/** The uses a listing allows: resale, auction or raffle only where its donor permits it. */
export function usesAllowed(listing: { resale_permitted: boolean }): GiftUse[] {
  return GIFT_USES.filter((use) => use !== 'resale' || listing.resale_permitted);
}

export const isUseAllowed = (use: GiftUse, listing: { resale_permitted: boolean }): boolean =>
  usesAllowed(listing).includes(use);

/** What hasCareStatement needs of an acknowledgement: its use, and the current version's signature. */
export interface CareStatementFacts {
  intended_use: GiftUse | null;
  signature: { signed_at: string } | null;
}

/**
 * Whether a gift carries a signed 170(e)(3) written statement: the current version of its
 * acknowledgement is signed and the use stated is the care of the ill, the needy or infants.
 */
export function hasCareStatement(ack: CareStatementFacts | null | undefined): boolean {
  return Boolean(ack && ack.signature && ack.intended_use === 'care_of_needy');
}
