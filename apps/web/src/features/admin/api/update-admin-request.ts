import type { AdminRequestUpdateRequest, AdminRequestUpdateResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminRequestQueryOptions } from './get-admin-request';
import { adminRequestsQueryKey } from './get-admin-requests';

export interface UpdateAdminRequestInput {
  id: number;
  data: AdminRequestUpdateRequest;
}

/** PUT /admin/requests/{id}/update: a status, the note, the value or the quantity; answers the fresh details. */
export function updateAdminRequest({ id, data }: UpdateAdminRequestInput) {
  return api<AdminRequestUpdateResponse>(`/admin/requests/${id}/update`, { method: 'PUT', body: data });
}

export function useUpdateAdminRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminRequest,
    onSuccess: (result, { id }) => queryClient.setQueryData(adminRequestQueryOptions(id).queryKey, result.request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRequestsQueryKey }),
  });
}
