import type { CheckoutStatus } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { dashboardQueryKey, tokenBalanceQueryKey } from '../query-keys';
import { useCheckoutPoll } from './use-checkout-poll';

/** GET /stripe-payment-status/{sessionId}: the token purchase's checkout session. */
export function getTokenPurchaseStatus(sessionId: string, signal?: AbortSignal): Promise<CheckoutStatus> {
  return api<CheckoutStatus>(`/stripe-payment-status/${encodeURIComponent(sessionId)}`, { signal });
}

/**
 * The token purchase return, shared by /payment-success and /nonprofit-dashboard?session_id= :
 * polls the session and, once paid, refreshes every balance and dashboard.
 */
export function useTokenPurchasePoll(sessionId: string | null) {
  const queryClient = useQueryClient();
  const onPaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tokenBalanceQueryKey });
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }, [queryClient]);
  return useCheckoutPoll({ kind: 'tokens', sessionId, fetchStatus: getTokenPurchaseStatus, onPaid });
}
