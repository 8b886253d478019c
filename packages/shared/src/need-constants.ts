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
  /** The held nonprofit asked for its own offer's item as a plain request: acceptance is the way. */
  heldForYou: 'This item is offered to you for one of your needs. Accept the offer in your Needs tab.',
  /** A need meant for resale, auction or raffle: the request accepting an answer needs a listing that allows it. */
  resaleNotAllowed:
    'This nonprofit means to sell, auction or raffle what it receives. Allow resale on your listing to offer it.',
} as const;

/**
 * The words of the needs board's pages, the nonprofit's Needs tab and the donor's (docs/product.md,
 * Needs board): labels, empty states and the short sentences around them.
 */
export const NEED_TEXT = {
  // The nonprofit's Needs tab.
  nonprofitHeading: 'Your needs',
  nonprofitIntro: `Tell donors what your programs need. Donors whose listings reach you can answer with an item, held for you alone for ${NEED_RULES.firstOfferDays} days.`,
  postNeed: 'Post a need',
  postSubmit: 'Post need',
  editTitle: (title: string) => `Edit ${title}`,
  saveChanges: 'Save changes',
  saveFailed: 'Your need could not be saved.',
  nonprofitEmptyTitle: 'No needs posted yet',
  nonprofitEmpty:
    'Post what your programs are missing: donors whose listings reach you see it and can offer an item, held for you first.',
  nonprofitLoadFailed: 'Your needs could not be loaded.',
  loadingNeeds: 'Loading needs',
  edit: 'Edit',
  closeNeed: 'Close need',
  closeNamed: (title: string) => `Close need: ${title}`,
  closeConfirmTitle: (title: string) => `Close ${title}?`,
  closeConfirm:
    'Donors no longer see it or answer it. Offers you accepted stay as they are; offers still waiting are declined, and their items open to every nonprofit.',
  keepOpen: 'Keep it open',
  covered: (fulfilled: number, quantity: number) => `${formatInteger(fulfilled)} of ${formatInteger(quantity)} covered`,
  offersHeading: (count: number) => `Offers (${formatInteger(count)})`,
  noOffers: 'No offers yet. Donors whose listings reach you see this need.',
  heldForYou: (date: string) => `Held for you until ${date}`,
  /** The nonprofit's own word for an offer waiting on it (donors read NEED_OFFER_STATUS_LABELS.offered). */
  waitingForYou: 'Waiting for your answer',
  accept: (tokens: string) => `Accept (${tokens})`,
  decline: 'Decline',
  seeRequest: 'See the request',
  buyTokens: 'Buy More Tokens',
  offerFailed: 'The offer could not be answered.',
  donorNote: 'Note from the donor',
  // Facts on either party's need card.
  category: 'Category',
  neededBy: 'Needed by',
  intendedUse: 'Intended use',
  event: 'Event',
  quantity: 'Quantity',
  value: 'Value',
  delivery: 'Delivery',
  perUnit: (value: string) => `${value} each`,
  unitsAt: (units: number, value: string) => `${formatInteger(units)} × ${value} each`,
  stillNeeded: (remaining: number, quantity: number) =>
    `${formatInteger(remaining)} of ${formatInteger(quantity)} still needed`,
  milesAway: (miles: number) =>
    miles < 1 ? 'Less than a mile away' : `${formatInteger(miles)} ${Math.round(miles) === 1 ? 'mile' : 'miles'} away`,
  // The need dialog's fields.
  titleLabel: 'Title',
  titlePlaceholder: 'e.g. Laptops for our coding class',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'What it is for, and anything a donor should know (sizes, condition, how it will be used).',
  quantityLabel: 'Quantity needed',
  neededByLabel: 'Needed by',
  pickDate: 'Pick a date',
  chooseCategory: 'Choose a category',
  loadingCategories: 'Loading categories…',
  noCategoryMatch: 'No category matches',
  // The donor's side.
  nearYouHeading: 'Needs near you',
  nearYouIntro: 'Nonprofits your listings reach have asked for these.',
  nearYouEmpty: 'No nonprofit in your reach has posted a need yet.',
  nearYouLoadFailed: 'Needs near you could not be loaded.',
  seeAll: 'See all needs',
  answer: 'I can give this',
  answerFor: (title: string) => `I can give this: ${title}`,
  searchLabel: 'Search needs',
  searchPlaceholder: 'Search by title or description',
  categoryFilter: 'Category',
  allCategories: 'All categories',
  noMatch: 'No needs match your search.',
  clearFilters: 'Clear filters',
  shown: (first: number, last: number, total: number) =>
    total === 0
      ? '0 needs'
      : `${formatInteger(first)}–${formatInteger(last)} of ${formatInteger(total)} ${total === 1 ? 'need' : 'needs'}`,
  pagesLabel: 'Pages of needs',
  yourOffers: 'Your offers',
  yourOffersEmpty: 'You have not answered a need yet. Your offers and their answers will appear here.',
  yourOffersLoadFailed: 'Your offers could not be loaded.',
  offerFor: (need: string, nonprofit: string) => `For ${need} · ${nonprofit}`,
  heldForThem: (date: string) => `Held for them until ${date}`,
  // The donor's offer dialog.
  offerTitle: (title: string) => `Offer an item: ${title}`,
  offerSummary: (nonprofit: string, remaining: number, date: string) =>
    `${nonprofit} still needs ${formatInteger(remaining)}, by ${date}. Describe your item as you would list it.`,
  offerQuantityHelp: (remaining: number) => `At most the ${formatInteger(remaining)} still needed`,
  noteLabel: 'Note to the nonprofit (optional)',
  notePlaceholder: 'When it could be ready, anything they should know.',
  sendOffer: 'Send offer',
  offerNotSent: 'Your offer was not sent.',
} as const;
