import type { needOfferAcceptedSchema, needOfferDeclinedSchema } from '@app/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';
import { itemsQueryKey, nonprofitDashboardQueryKey, tokenBalanceQueryKeyFor } from '#src/lib/query-keys';

export type NeedOfferAccepted = z.infer<typeof needOfferAcceptedSchema>;
export type NeedOfferDeclined = z.infer<typeof needOfferDeclinedSchema>;

export interface OfferAnswerInput {
  offerId: number;
}

/**
 * POST /need-offers/{offer_id}/accept makes the prefilled request, approved at once, and spends its
 * tokens: sent with an Idempotency-Key, so a retried click takes them once (docs/product.md, Tokens).
 */
export function acceptOffer(input: OfferAnswerInput): Promise<NeedOfferAccepted> {
  return api<NeedOfferAccepted>(`/need-offers/${input.offerId}/accept`, {
    method: 'POST',
    idempotencyKey: idempotencyKeyFor(input),
  });
}

/** POST /need-offers/{offer_id}/decline: the item joins the marketplace for every nonprofit. */
export function declineOffer(input: OfferAnswerInput): Promise<NeedOfferDeclined> {
  return api<NeedOfferDeclined>(`/need-offers/${input.offerId}/decline`, { method: 'POST' });
}

// The need, its offers and the Requests tab live under the dashboard key; the balance and the
// marketplace (a declined item joins it) have their own.
const refresh = (queryClient: QueryClient, nonprofitId: number) =>
  Promise.all(
    [nonprofitDashboardQueryKey(nonprofitId), tokenBalanceQueryKeyFor(nonprofitId), itemsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export function useAcceptOffer(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // Safe to send again only because the server replays its first answer to the same key.
    retry: retryLostResponse,
    onSuccess: ({ balance }) => queryClient.setQueryData(tokenBalanceQueryKeyFor(nonprofitId), balance),
    onSettled: () => refresh(queryClient, nonprofitId),
  });
}

export function useDeclineOffer(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineOffer, onSettled: () => refresh(queryClient, nonprofitId) });
}
