import {
  ADMIN_USERS_PAGE_SIZE,
  APPROVAL_STATUSES,
  ROLES,
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

/** The Users tab's filters as they sit in the URL (docs/product.md, Admin console); a default is left out. */
export const USERS_URL_DEFAULTS = { search: '', role: 'all', status: 'all', sort: 'desc', user_id: '' };
export type UsersUrlValues = typeof USERS_URL_DEFAULTS & { page: number };

const oneOf = <T extends string>(values: readonly T[], raw: string): T | 'all' =>
  (values as readonly string[]).includes(raw) ? (raw as T) : 'all';

/** What a shared or hand-edited URL asks for, an unknown word reading as "all". */
export function usersFiltersFromUrl(values: UsersUrlValues): UsersFilters {
  return {
    page: values.page,
    search: values.search,
    role: oneOf(ROLES, values.role),
    status: oneOf(APPROVAL_STATUSES, values.status),
    sort: values.sort === 'asc' ? 'asc' : 'desc',
  };
}

/** The account `user_id=` opens, or null when absent or not an id. */
export function openUserIdFromUrl(raw: string): number | null {
  const id = Number(raw);
  return raw !== '' && Number.isInteger(id) && id > 0 ? id : null;
}
