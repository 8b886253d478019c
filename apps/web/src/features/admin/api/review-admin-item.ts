import type { AdminItemReviewRequest, AdminItemWriteResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminItemsQueryKey } from './get-admin-items';

export interface ReviewAdminItemInput {
  id: number;
  data: AdminItemReviewRequest;
}

/** POST /admin/items/{id}/review: approve, or reject with the reason emailed to the donor. */
export function reviewAdminItem({ id, data }: ReviewAdminItemInput): Promise<AdminItemWriteResponse> {
  return api<AdminItemWriteResponse>(`/admin/items/${id}/review`, { method: 'POST', body: data });
}

export function useReviewAdminItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdminItem,
    // A decision already taken by another admin (409) changes the queue too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminItemsQueryKey }),
  });
}
