import {
  centsToDollars,
  TOKEN_BUNDLE_KEYS,
  TOKEN_BUNDLES,
  tokenBundlePrice,
  type TokenBundle,
  type TokenBundleKey,
} from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { UserRow } from '#src/platform/database/schema';
import { openCheckout } from '../checkouts';

/** GET /api/token-bundles: keyed by name in display order (starter, small, medium, large). */
export function listTokenBundles(): { bundles: Record<string, TokenBundle> } {
  const bundles: Record<string, TokenBundle> = {};
  for (const key of TOKEN_BUNDLE_KEYS) {
    const bundle = TOKEN_BUNDLES[key];
    const { priceCents, finalPriceCents } = tokenBundlePrice(key);
    bundles[key] = {
      key,
      name: bundle.label,
      tokens: bundle.tokens,
      price: centsToDollars(priceCents),
      final_price: centsToDollars(finalPriceCents),
      price_cents: priceCents,
      final_price_cents: finalPriceCents,
      discount: bundle.discount,
      popular: bundle.popular,
    };
  }
  return { bundles };
}

const tokenBundleDescription = (key: TokenBundleKey) =>
  `${TOKEN_BUNDLES[key].label} token bundle: ${TOKEN_BUNDLES[key].tokens.toLocaleString('en-US')} tokens`;

/**
 * Opens a checkout for one bundle at its discounted price. The tokens are credited only by
 * fulfilment, once the provider says the session is paid.
 */
export async function startTokenPurchase(
  ctx: AppContext,
  nonprofit: UserRow,
  bundleKey: TokenBundleKey,
): Promise<{ url: string; session_id: string }> {
  const session = await openCheckout(ctx, {
    purpose: 'token_purchase',
    nonprofitId: nonprofit.id,
    amountCents: tokenBundlePrice(bundleKey).finalPriceCents,
    description: tokenBundleDescription(bundleKey),
    successPath: '/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancelPath: '/payment/cancel?kind=tokens',
    bundleKey,
    tokens: TOKEN_BUNDLES[bundleKey].tokens,
    customerEmail: nonprofit.email,
  });
  return { url: session.url, session_id: session.id };
}
