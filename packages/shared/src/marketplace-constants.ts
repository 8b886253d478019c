/** Items, requests, tokens and site settings: the constants both apps share (docs/product.md). */

/**
 * `pending_review`: a new item waiting for an admin while the site requires item approval;
 * `rejected`: an admin turned it down with a reason, and it stays hidden until its donor edits it,
 * which sends it back for review (docs/product.md, Items and requesting).
 */
export const ITEM_STATUSES = [
  'available',
  'requested',
  'approved',
  'completed',
  'disabled',
  'pending_review',
  'rejected',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** Statuses a marketplace visitor may see (disabled, pending-review and rejected items are never shown). */
export const LISTED_ITEM_STATUSES = ['available', 'requested', 'approved', 'completed'] as const;

/**
 * Whether an item is on the marketplace (docs/product.md, Marketplace; Needs board): a listed status,
 * an available item with something left, and no hold for a need's nonprofit. The server's SQL form
 * is listedCondition (apps/server features/items/items-query.ts).
 */
export function isListedItem(item: { status: string; quantity: number; heldForNonprofitId: number | null }): boolean {
  return (
    (LISTED_ITEM_STATUSES as readonly string[]).includes(item.status) &&
    (item.status !== 'available' || item.quantity > 0) &&
    item.heldForNonprofitId === null
  );
}

export const DELIVERY_OPTIONS = ['donor_ships', 'nonprofit_pickup', 'electronic'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
/**
 * How an approved request travels, the nonprofit's choice (docs/product.md, Items and requesting);
 * only shipping adds a logistics line.
 */
export const DELIVERY_METHODS = ['shipping', 'pickup', 'virtual'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** The donor's delivery option that allows each method the nonprofit may choose. */
export const DELIVERY_OPTION_FOR_METHOD: Record<DeliveryMethod, DeliveryOption> = {
  shipping: 'donor_ships',
  pickup: 'nonprofit_pickup',
  virtual: 'electronic',
};
/** The methods the donor's delivery options allow, in the fixed order shipping, pickup, virtual. */
export const deliveryMethodsOffered = (options: readonly DeliveryOption[]): DeliveryMethod[] =>
  DELIVERY_METHODS.filter((method) => options.includes(DELIVERY_OPTION_FOR_METHOD[method]));
export const DELIVERY_OPTION_LABELS: Record<DeliveryOption, string> = {
  donor_ships: 'Donor ships',
  nonprofit_pickup: 'Nonprofit pickup',
  electronic: 'Electronic delivery',
};

export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Why a request was declined: by the donor, or automatically after the response deadline. */
export const DECLINE_REASONS = ['donor', 'expired'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const ITEM_SORTS = ['created_at', 'price_low', 'price_high', 'title'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** Categories shown when the database has none. */
export const FALLBACK_CATEGORIES = [
  'Electronics',
  'Furniture',
  'Books',
  'Clothing',
  'Sports Equipment',
  'Office Supplies',
  'Art Supplies',
  'Musical Instruments',
  'Toys',
  'Kitchen Appliances',
  'Tools',
  'Educational Materials',
  'Technology',
  'Gift Cards',
  'Miscellaneous',
] as const;

/**
 * How far a donor's items reach (docs/product.md, Marketplace and donor scope), measured from the
 * donor's pickup location.
 */
export const DONOR_SCOPE_RADIUS_MILES = { local_community: 25, citywide: 50 } as const;
export const DONOR_SCOPE_LABELS = {
  local_community: 'Local community (up to 25 miles)',
  citywide: 'Citywide (up to 50 miles)',
  statewide: 'Statewide',
  nationwide: 'Nationwide',
} as const;

export const TOKEN_RULES = {
  /** Warn under 10 tokens. */
  lowBalanceThreshold: 10,
  /** Lots expire 12 months after they were created (docs/product.md, Tokens). */
  lotLifetimeMonths: 12,
} as const;

export const TOKEN_LEDGER_TYPES = ['purchase', 'spend', 'refund', 'expire', 'adjust'] as const;
export type TokenLedgerType = (typeof TOKEN_LEDGER_TYPES)[number];

/** Defaults; admins change them live (docs/product.md, Site settings). */
export const SITE_SETTINGS_DEFAULTS = {
  donor_response_deadline_days: 7,
  upfront_fee_percentage: 5,
  post_event_fee_percentage: 8,
  featured_items_limit: 10,
  require_item_approval: false,
  max_request_batch_size: 50,
  /** Cents; the logistics line of an invoice when the delivery method is shipping. */
  shipping_flat_fee_cents: 2500,
};
export type SiteSettings = typeof SITE_SETTINGS_DEFAULTS;

/** Page sizes: lists are always bounded. */
export const PAGE_LIMITS = { itemsDefault: 24, itemsMax: 60, requestsMax: 100 } as const;

export const EVENT_TYPES = [
  'fundraising_gala',
  'silent_auction',
  'charity_run',
  'food_drive',
  'educational_program',
  'community_outreach',
  'holiday_program',
  'emergency_relief',
  'awareness_campaign',
  'volunteer_event',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The three refusals of a request, said the same by server and browser. */
export const REQUEST_MESSAGES = {
  notLoggedIn: 'Please log in to request items',
  notNonprofit: 'Only nonprofits can request items',
  pendingApproval: 'Your account is pending approval. You cannot request items yet.',
  submitted:
    'Request submitted successfully! The donor will review your request within 7 days. Tokens are refunded automatically if the request is declined or expires.',
  failed: 'Error submitting request. Please try again.',
  insufficientTokens: 'You do not have enough tokens for this request. Buy more tokens to continue.',
} as const;
