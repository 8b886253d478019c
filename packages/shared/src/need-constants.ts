import { LISTING_RULES } from './listing-constants';
import { formatInteger } from './rules/money';

// The needs board (docs/product.md, Needs board): limits, states and the sentences both parties
// read, plain values so a page can use them without loading the schemas.

export const NEED_RULES = {
  titleMax: 120,
  descriptionMax: 2000,
  maxQuantity: LISTING_RULES.maxQuantity,
  /** How long a donor's answer is offered to the nonprofit alone before it joins the marketplace. */
  firstOfferDays: 7,
  /** Open needs one nonprofit may have at once: the board stays a list of real, current needs. */
  maxOpenNeedsPerNonprofit: 50,
  /** Needs on one page of the donor's board. */
  pageSize: 20,
  /** Needs the donor's Overview shows under "Needs near you". */
  overviewCount: 3,
  /** Needs and offers the nonprofit's Needs tab lists (newest first). */
  nonprofitListMax: 100,
  /** Offers the donor's "Your offers" lists (newest first). */
  donorOffersMax: 100,
} as const;

/**
 * open: donors see it and may answer. filled: approved requests cover the quantity. closed: the
 * nonprofit closed it. expired: its needed-by date has passed. Only open needs are answered.
 */
export const NEED_STATUSES = ['open', 'filled', 'closed', 'expired'] as const;
export type NeedStatus = (typeof NEED_STATUSES)[number];

export const NEED_STATUS_LABELS: Record<NeedStatus, string> = {
  open: 'Open',
  filled: 'Filled',
  closed: 'Closed',
  expired: 'Past its date',
};

/**
 * offered: waiting for the nonprofit, in the first-offer window. accepted: the nonprofit accepted;
 * the request exists. declined: the nonprofit said no. expired: the window passed unanswered. In
 * the last two the listing is in the marketplace for everyone.
 */
export const NEED_OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired'] as const;
export type NeedOfferStatus = (typeof NEED_OFFER_STATUSES)[number];

export const NEED_OFFER_STATUS_LABELS: Record<NeedOfferStatus, string> = {
  offered: 'Waiting for the nonprofit',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Not answered in time',
};

export const NEED_MESSAGES = {
  posted: 'Your need is posted. Donors whose reach covers you can see it now.',
  updated: 'Need updated.',
  closed: 'Need closed. Donors no longer see it.',
  notFound: 'Need not found',
  offerNotFound: 'Offer not found',
  notOpen: 'This need is no longer open.',
  outOfReach: 'This need is outside the area your listings reach.',
  tooManyOpen: `You already have ${NEED_RULES.maxOpenNeedsPerNonprofit} open needs. Close one before posting another.`,
  neededByPast: 'The needed-by date must be today or later.',
  quantityBelowFulfilled: (fulfilled: number) =>
    `Quantity cannot be below the ${formatInteger(fulfilled)} already approved.`,
  offerTooLarge: (remaining: number) => `Offer at most the ${formatInteger(remaining)} still needed.`,
  offered: (days: number) =>
    `Thank you! Your offer is listed and held for this nonprofit for ${days} days. We have told them.`,
  offerAccepted: 'Offer accepted. The request is approved: choose delivery and pay the invoice next.',
  offerDeclined: 'Offer declined. The item is now open to other nonprofits.',
  offerNotOpen: 'This offer can no longer be answered.',
  /** Another nonprofit tried to request an item held for the nonprofit whose need it answers. */
  heldForAnother: (until: string) => `This item is offered to another nonprofit until ${until}.`,
  /** A need meant for resale, auction or raffle: the request accepting an answer needs a listing that allows it. */
  resaleNotAllowed:
    'This nonprofit means to sell, auction or raffle what it receives. Allow resale on your listing to offer it.',
} as const;
