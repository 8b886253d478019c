import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPageResponse,
  type ApprovalStatus,
  type Role,
} from '@app/shared';

/** What the admin users table asks for. */
export interface UsersFilters {
  page: number;
  search: string;
  role: Role | 'all';
  status: ApprovalStatus | 'all';
  sort: 'desc' | 'asc';
}

/** When the paged call fails, the older full list is filtered and paged here instead. */
export function filterUsersLocally(users: readonly AdminUser[], filters: UsersFilters): AdminUsersPageResponse {
  const needle = filters.search.trim().toLowerCase();
  const matches = users.filter((user) => {
    if (filters.role !== 'all' && user.role !== filters.role) return false;
    if (filters.status !== 'all' && user.approval_status !== filters.status) return false;
    if (!needle) return true;
    return [user.name, user.email, user.organization_name, user.company_name, user.ein, user.city, user.state].some(
      (field) => field?.toLowerCase().includes(needle),
    );
  });
  const direction = filters.sort === 'asc' ? 1 : -1;
  matches.sort((a, b) => direction * (Date.parse(a.created_at) - Date.parse(b.created_at)));
  const totalPages = Math.max(1, Math.ceil(matches.length / ADMIN_USERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, filters.page), totalPages);
  const start = (page - 1) * ADMIN_USERS_PAGE_SIZE;
  return {
    users: matches.slice(start, start + ADMIN_USERS_PAGE_SIZE),
    total: matches.length,
    total_pages: totalPages,
    page,
  };
}
