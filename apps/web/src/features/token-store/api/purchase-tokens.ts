import { PAYMENT_MESSAGES, type ApprovalStatus, type checkoutStartedSchema, type TokenBundleKey } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';

type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export interface PurchaseTokensInput {
  bundleKey: TokenBundleKey;
  nonprofitId: number;
}

/**
 * POST /stripe-token-purchase and off to the hosted checkout. The browser leaves the
 * app on success; callers keep the button busy while the checkout page loads.
 */
export async function purchaseTokens(input: PurchaseTokensInput): Promise<CheckoutStarted> {
  const started = await api<CheckoutStarted>('/stripe-token-purchase', {
    method: 'POST',
    body: { bundle_key: input.bundleKey, nonprofit_id: input.nonprofitId, origin_url: window.location.origin },
    idempotencyKey: idempotencyKeyFor(input),
  });
  if (!started.url) throw new Error(PAYMENT_MESSAGES.purchaseFailed);
  window.location.assign(started.url);
  return started;
}

export function usePurchaseTokens() {
  return useMutation({ mutationFn: purchaseTokens, retry: retryLostResponse });
}

/** The server's own sentence for a refusal (e.g. an account not approved yet), else the generic failure. */
export function purchaseErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return PAYMENT_MESSAGES.purchaseFailed;
}

/** Why this account cannot buy, in the server's words, or null when it may. */
export function purchaseRefusal(approvalStatus: ApprovalStatus | undefined): string | null {
  if (approvalStatus === undefined || approvalStatus === 'approved') return null;
  return approvalStatus === 'rejected' ? PAYMENT_MESSAGES.purchaseRejected : PAYMENT_MESSAGES.purchasePendingApproval;
}
