import type { AdminUsersListResponse } from '@app/shared';
import { api } from '#src/lib/api-client';

/** The older GET /admin/users: every account (newest first, capped by the server), no paging. */
export function getLegacyUsers(signal?: AbortSignal): Promise<AdminUsersListResponse> {
  return api<AdminUsersListResponse>('/admin/users', { signal });
}
