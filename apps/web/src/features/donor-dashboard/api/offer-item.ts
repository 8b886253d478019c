import type { needOfferCreatedSchema, NeedOfferFormInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';
import { donorDashboardQueryKey, itemsQueryKey } from '#src/lib/query-keys';

export type NeedOfferCreated = z.infer<typeof needOfferCreatedSchema>;

export interface OfferItemInput {
  donorId: number;
  needId: number;
  body: NeedOfferFormInput;
}

/**
 * POST /needs/{need_id}/offers?donor_id=: lists the item and offers it to the need's nonprofit first
 * (docs/product.md, Needs board); with an Idempotency-Key, so a retried submission lists it once.
 */
export function offerItem(input: OfferItemInput): Promise<NeedOfferCreated> {
  return api<NeedOfferCreated>(`/needs/${input.needId}/offers`, {
    method: 'POST',
    query: { donor_id: input.donorId },
    body: input.body,
    idempotencyKey: idempotencyKeyFor(input),
  });
}

/** The listing, the needs (what is still needed) and the donor's offers all live under the dashboard key. */
export function useOfferItem(donorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerItem,
    retry: retryLostResponse,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donorDashboardQueryKey(donorId) }),
        queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
      ]),
  });
}
