import type { AdminUserUpdateRequest, AdminUserUpdateResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { usersQueryKey } from './get-users';

export interface UpdateUserInput {
  id: number;
  data: AdminUserUpdateRequest;
}

/** PUT /admin/users/{id}/update: an approval decision `{approval_status, reason?}` or the edit form. */
export function updateUser({ id, data }: UpdateUserInput): Promise<AdminUserUpdateResponse> {
  return api<AdminUserUpdateResponse>(`/admin/users/${id}/update`, { method: 'PUT', body: data });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
