import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { itemsQueryKey } from '#src/lib/query-keys';
import { donorDashboardQueryKey } from '#src/lib/query-keys';

/** The two statuses a donor sets by hand; the others follow the item's requests. */
export type SettableItemStatus = 'available' | 'disabled';

export interface SetItemStatusInput {
  donorId: number;
  itemId: number;
  status: SettableItemStatus;
}

/** PUT /items/{id}/status?status=&donor_id=: a disabled item leaves the marketplace, an enabled one returns. */
export function setItemStatus({ donorId, itemId, status }: SetItemStatusInput): Promise<unknown> {
  return api(`/items/${itemId}/status`, { method: 'PUT', query: { status, donor_id: donorId } });
}

export function useSetItemStatus(donorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setItemStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donorDashboardQueryKey(donorId) }),
        queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
      ]),
  });
}
