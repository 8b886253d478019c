import type { AdminSettingsResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** The settings and their history; the audit list depends on the same writes. */
export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** GET /admin/settings: every setting as it applies now, and each one's last change. */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettingsResponse> {
  return api<AdminSettingsResponse>('/admin/settings', { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsQueryKey, queryFn: ({ signal }) => getAdminSettings(signal), retry: false });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
