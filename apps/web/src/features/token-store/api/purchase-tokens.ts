import { PAYMENT_MESSAGES, type checkoutStartedSchema, type TokenBundleKey } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export interface PurchaseTokensInput {
  bundleKey: TokenBundleKey;
  nonprofitId: number;
}

/**
 * POST /stripe-token-purchase (seed 001 s7) and off to the hosted checkout. The browser leaves the
 * app on success; callers keep the button busy while the checkout page loads.
 */
export async function purchaseTokens({ bundleKey, nonprofitId }: PurchaseTokensInput): Promise<CheckoutStarted> {
  const started = await api<CheckoutStarted>('/stripe-token-purchase', {
    method: 'POST',
    body: { bundle_key: bundleKey, nonprofit_id: nonprofitId, origin_url: window.location.origin },
  });
  if (!started.url) throw new Error(PAYMENT_MESSAGES.purchaseFailed);
  window.location.assign(started.url);
  return started;
}

export function usePurchaseTokens() {
  return useMutation({ mutationFn: purchaseTokens });
}
