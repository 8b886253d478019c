import type { AdminSettingsUpdateRequest, AdminSettingsUpdateResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminSettingsQueryKey } from './get-admin-settings';

/** PUT /admin/settings/update: the settings that changed; the others stay. */
export function updateAdminSettings(changes: AdminSettingsUpdateRequest): Promise<AdminSettingsUpdateResponse> {
  return api<AdminSettingsUpdateResponse>('/admin/settings/update', { method: 'PUT', body: changes });
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    // The settings' "changed from" lines and the Audit tab both read the new entry.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
