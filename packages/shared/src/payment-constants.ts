/**
 * Token bundles, invoices and checkout: constants both apps share (docs/product.md: Invoices and
 * fees, Payments, Checkout and token purchase).
 */

/** A request costs one token per $0.25 of its 5% fee (docs/product.md, Tokens); a token's list price is the same. */
export const TOKEN_LIST_PRICE_CENTS = 25;

export const TOKEN_BUNDLE_KEYS = ['starter', 'small', 'medium', 'large'] as const;
export type TokenBundleKey = (typeof TOKEN_BUNDLE_KEYS)[number];

interface TokenBundleDefinition {
  label: string;
  tokens: number;
  /** Percent off the list price; shown on every bundle but starter. */
  discount: number;
  /** The large bundle is labelled POPULAR. */
  popular: boolean;
}

export const TOKEN_BUNDLES: Record<TokenBundleKey, TokenBundleDefinition> = {
  starter: { label: 'Starter', tokens: 100, discount: 0, popular: false },
  small: { label: 'Small', tokens: 250, discount: 5, popular: false },
  medium: { label: 'Medium', tokens: 500, discount: 10, popular: false },
  large: { label: 'Large', tokens: 1000, discount: 15, popular: true },
};

/** List price and price after the bundle's discount, in integer cents (half a cent rounds up). */
export function tokenBundlePrice(key: TokenBundleKey): { priceCents: number; finalPriceCents: number } {
  const bundle = TOKEN_BUNDLES[key];
  const priceCents = bundle.tokens * TOKEN_LIST_PRICE_CENTS;
  return { priceCents, finalPriceCents: Math.round((priceCents * (100 - bundle.discount)) / 100) };
}

/** Stored invoice statuses; `processing` and `overdue` are derived when an invoice is read (see server invoices). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_FILTERS = ['all', ...PAYMENT_STATUSES] as const;

export const PAYMENT_RULES = {
  /** An invoice is due 7 days after approval. */
  invoiceDueDays: 7,
  /** A checkout session expires 30 minutes after it opens. */
  checkoutLifetimeMinutes: 30,
  /** Card processors (Stripe among them) refuse smaller charges; the sandbox checkout refuses them too. */
  minimumChargeCents: 50,
  /** Status polled every 2 s, at most 5 attempts. */
  pollIntervalMs: 2000,
  pollAttempts: 5,
  currency: 'usd',
} as const;

/** Sandbox checkout test cards. */
export const SANDBOX_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;

/** Every payment message, said the same by server and browser. */
export const PAYMENT_MESSAGES = {
  // /payment and its return screens.
  selectAtLeastOne: 'Please select at least one request to pay for',
  paid: 'Payment successful! Thank you for your payment.',
  expired: 'Payment session expired. Please try again.',
  processing: 'Payment is being processed...',
  checkError: 'Error checking payment status. Please try again.',
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL received',
  timedOut: 'Payment status check timed out. Please check your email for confirmation.',
  badStatusResponse: 'Failed to check payment status',
  // Dashboard payments and the token store.
  invoicePaid: 'Payment processed successfully!',
  invoicePayFailed: 'Error processing payment. Please try again.',
  purchaseFailed: 'Failed to initiate purchase. Please try again.',
  /** Tokens are only spent on requests, which need an approved account: buying earlier would strand the money. */
  purchasePendingApproval:
    'Your organization is still awaiting approval. You can buy tokens once an administrator has approved your account.',
  purchaseRejected:
    'Your organization was not approved, so it cannot buy tokens. Please contact support if you think this is a mistake.',
  tokensAdded: 'Payment successful! Your tokens have been added to your account.',
  tokensExpired: 'Payment session expired. Please try again.',
  tokensCheckError: 'Error checking payment status. Please check your token balance.',
} as const;
