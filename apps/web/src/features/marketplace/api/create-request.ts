import { REQUEST_MESSAGES, type CreateRequest, type createRequestResponseSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';
import { tokenBalanceQueryKeyFor } from '#src/lib/query-keys';
import { invalidateAfterRequest } from './query-keys';

export type CreateRequestResponse = z.infer<typeof createRequestResponseSchema>;

export interface CreateRequestInput {
  nonprofitId: number;
  body: CreateRequest;
}

/** POST /requests?nonprofit_id=: tokens are taken on submit (docs/product.md, Tokens). */
export function createRequest(input: CreateRequestInput): Promise<CreateRequestResponse> {
  return api<CreateRequestResponse>('/requests', {
    method: 'POST',
    query: { nonprofit_id: input.nonprofitId },
    body: input.body,
    idempotencyKey: idempotencyKeyFor(input),
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    retry: retryLostResponse,
    onSuccess: ({ balance }, { nonprofitId }) => {
      queryClient.setQueryData(tokenBalanceQueryKeyFor(nonprofitId), balance);
      void invalidateAfterRequest(queryClient);
    },
  });
}

/** The server's own sentence for a refusal (4xx), otherwise the generic failure sentence. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return REQUEST_MESSAGES.failed;
}
