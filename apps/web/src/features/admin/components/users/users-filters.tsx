import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UsersFilters } from '#src/features/admin/api/get-users';

const ROLE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'nonprofit', label: 'Nonprofits' },
  { value: 'donor', label: 'Donors' },
  { value: 'admin', label: 'Admins' },
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const SORT_OPTIONS = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

export interface UsersFiltersBarProps {
  /** The text as typed; the query uses a debounced copy. */
  search: string;
  filters: Omit<UsersFilters, 'page' | 'search'>;
  onSearchChange: (search: string) => void;
  onFiltersChange: (patch: Partial<Omit<UsersFilters, 'page' | 'search'>>) => void;
}

export function UsersFiltersBar({ search, filters, onSearchChange, onFiltersChange }: UsersFiltersBarProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <TextInput
        label="Search users"
        placeholder="Name, email or organization"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      <Select
        label="Role"
        data={ROLE_OPTIONS}
        value={filters.role}
        allowDeselect={false}
        onChange={(value) => value && onFiltersChange({ role: value as UsersFilters['role'] })}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        allowDeselect={false}
        onChange={(value) => value && onFiltersChange({ status: value as UsersFilters['status'] })}
      />
      <Select
        label="Sort by date joined"
        data={SORT_OPTIONS}
        value={filters.sort}
        allowDeselect={false}
        onChange={(value) => value && onFiltersChange({ sort: value as UsersFilters['sort'] })}
      />
    </SimpleGrid>
  );
}
