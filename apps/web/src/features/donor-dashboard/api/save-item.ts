import type { ItemFormInput, Listing } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor, retryLostResponse } from '#src/lib/api-client';
import { itemsQueryKey } from '#src/lib/query-keys';
import { donorDashboardQueryKey } from '#src/lib/query-keys';

export interface SaveItemInput {
  donorId: number;
  /** The listing being edited; absent for a new item. */
  itemId?: number;
  body: ItemFormInput;
}

/** The saved item, bare or wrapped as `{ item }` with a message. */
export type SaveItemResponse = Listing | { item: Listing; message?: string };

/** The saved listing out of either answer shape. */
export function savedListing(response: SaveItemResponse): Listing {
  return 'item' in response ? response.item : response;
}

/**
 * POST /items?donor_id= for a new item (with an Idempotency-Key, so a retried submission lists it
 * once) or PUT /items/{id}?donor_id= for an edit, which replaces the item's fields and images.
 */
export function saveItem(input: SaveItemInput): Promise<SaveItemResponse> {
  const { donorId, itemId, body } = input;
  if (itemId === undefined) {
    return api<SaveItemResponse>('/items', {
      method: 'POST',
      query: { donor_id: donorId },
      body,
      idempotencyKey: idempotencyKeyFor(input),
    });
  }
  return api<SaveItemResponse>(`/items/${itemId}`, { method: 'PUT', query: { donor_id: donorId }, body });
}

/** Any saved item changes the donor's listings and the marketplace lists. */
export function useSaveItem(donorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    retry: retryLostResponse,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donorDashboardQueryKey(donorId) }),
        queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
      ]),
  });
}
