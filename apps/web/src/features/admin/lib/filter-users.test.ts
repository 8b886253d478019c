import type { AdminUser } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  filterUsersLocally,
  openUserIdFromUrl,
  USERS_URL_DEFAULTS,
  usersFiltersFromUrl,
  type UsersFilters,
} from './filter-users';

function user(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.org`,
    city: null,
    state: 'IL',
    role: 'donor',
    organization_name: null,
    ein: null,
    company_name: null,
    approval_status: 'approved',
    rejection_reason: null,
    tax_exempt_doc_url: null,
    email_verified: true,
    created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
    irs_evidence: null,
    ...overrides,
  };
}

const all: UsersFilters = { page: 1, search: '', role: 'all', status: 'all', sort: 'desc' };

describe('filterUsersLocally', () => {
  const users = [
    user(1, { role: 'nonprofit', approval_status: 'pending', organization_name: 'Helping Hands' }),
    user(2, { company_name: 'Acme' }),
    user(3, { role: 'admin' }),
    ...Array.from({ length: 22 }, (_, index) => user(10 + index)),
  ];

  it('pages by 20, newest first', () => {
    const page = filterUsersLocally(users, all);
    expect(page.total).toBe(25);
    expect(page.total_pages).toBe(2);
    expect(page.users).toHaveLength(20);
    expect(page.users[0]?.id).toBe(31);
    expect(filterUsersLocally(users, { ...all, page: 2 }).users).toHaveLength(5);
  });

  it('sorts oldest first', () => {
    expect(filterUsersLocally(users, { ...all, sort: 'asc' }).users[0]?.id).toBe(1);
  });

  it('filters by role, status and search text', () => {
    expect(filterUsersLocally(users, { ...all, role: 'admin' }).users.map((u) => u.id)).toEqual([3]);
    expect(filterUsersLocally(users, { ...all, status: 'pending' }).users.map((u) => u.id)).toEqual([1]);
    expect(filterUsersLocally(users, { ...all, search: 'helping' }).users.map((u) => u.id)).toEqual([1]);
    expect(filterUsersLocally(users, { ...all, search: 'ACME' }).users.map((u) => u.id)).toEqual([2]);
  });

  it('clamps a page past the end', () => {
    const page = filterUsersLocally(users, { ...all, role: 'admin', page: 4 });
    expect(page.page).toBe(1);
    expect(page.users).toHaveLength(1);
  });
});

describe('the Users tab URL', () => {
  it('reads the filters, an unknown role or status as all', () => {
    expect(
      usersFiltersFromUrl({ ...USERS_URL_DEFAULTS, role: 'donor', status: 'pending', search: 'acme', page: 3 }),
    ).toEqual({ page: 3, search: 'acme', role: 'donor', status: 'pending', sort: 'desc' });
    expect(usersFiltersFromUrl({ ...USERS_URL_DEFAULTS, role: 'wizard', status: 'odd', sort: 'asc', page: 1 })).toEqual(
      {
        page: 1,
        search: '',
        role: 'all',
        status: 'all',
        sort: 'asc',
      },
    );
  });

  it('opens the account user_id names, only when it is an id', () => {
    expect(openUserIdFromUrl('42')).toBe(42);
    expect(openUserIdFromUrl('')).toBeNull();
    expect(openUserIdFromUrl('abc')).toBeNull();
    expect(openUserIdFromUrl('-3')).toBeNull();
  });
});
