import type { needOfferAcceptedSchema, needOfferDeclinedSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';
import { itemsQueryKey, nonprofitDashboardQueryKey, tokenBalanceQueryKeyFor } from '#src/lib/query-keys';

export type NeedOfferAccepted = z.infer<typeof needOfferAcceptedSchema>;
export type NeedOfferDeclined = z.infer<typeof needOfferDeclinedSchema>;

export interface AnswerOfferInput {
  offerId: number;
  answer: 'accept' | 'decline';
}

/**
 * POST /need-offers/{offer_id}/accept makes the prefilled request, approved at once, and spends its
 * tokens: sent with an Idempotency-Key, so a retried click takes them once (docs/product.md, Tokens).
 * POST /need-offers/{offer_id}/decline opens the item to every nonprofit.
 */
export function answerOffer(input: AnswerOfferInput): Promise<NeedOfferAccepted | NeedOfferDeclined> {
  return api(`/need-offers/${input.offerId}/${input.answer}`, {
    method: 'POST',
    idempotencyKey: idempotencyKeyFor(input),
  });
}

export function useAnswerOffer(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    retry: retryLostResponse,
    onSuccess: (result) => {
      if ('balance' in result) queryClient.setQueryData(tokenBalanceQueryKeyFor(nonprofitId), result.balance);
    },
    // The need, its offers, the Requests tab and the marketplace (a declined item joins it) all move;
    // they all live under the dashboard key but the marketplace lists.
    onSettled: () =>
      Promise.all(
        [nonprofitDashboardQueryKey(nonprofitId), tokenBalanceQueryKeyFor(nonprofitId), itemsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
