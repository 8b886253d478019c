import type { AdminItemUpdateRequest, AdminItemWriteResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminItemsQueryKey } from './get-admin-items';

export interface UpdateAdminItemInput {
  id: number;
  data: AdminItemUpdateRequest;
}

/** PUT /admin/items/{id}/update: the changed fields and the version the admin loaded (409 when stale). */
export function updateAdminItem({ id, data }: UpdateAdminItemInput): Promise<AdminItemWriteResponse> {
  return api<AdminItemWriteResponse>(`/admin/items/${id}/update`, { method: 'PUT', body: data });
}

export function useUpdateAdminItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminItemsQueryKey }),
  });
}
