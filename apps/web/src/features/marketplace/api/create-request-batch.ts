import type { CreateRequestBatch, createBatchResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';
import { tokenBalanceQueryKeyFor } from '#src/lib/query-keys';
import { invalidateAfterRequest } from './query-keys';

export type CreateBatchResponse = z.infer<typeof createBatchResponseSchema>;

export interface CreateRequestBatchInput {
  nonprofitId: number;
  body: CreateRequestBatch;
}

/**
 * POST /requests/batch?nonprofit_id=: the basket, several items for one event (docs/product.md, Items
 * and requesting).
 */
export function createRequestBatch(input: CreateRequestBatchInput): Promise<CreateBatchResponse> {
  return api<CreateBatchResponse>('/requests/batch', {
    method: 'POST',
    query: { nonprofit_id: input.nonprofitId },
    body: input.body,
    idempotencyKey: idempotencyKeyFor(input),
  });
}

export function useCreateRequestBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequestBatch,
    retry: retryLostResponse,
    onSuccess: ({ balance }, { nonprofitId }) => {
      queryClient.setQueryData(tokenBalanceQueryKeyFor(nonprofitId), balance);
      void invalidateAfterRequest(queryClient);
    },
  });
}
