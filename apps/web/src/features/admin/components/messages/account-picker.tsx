import type { AdminUser } from '@app/shared';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAccountSearch } from '#src/features/admin/api/search-accounts';

export interface AccountPickerProps {
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
  error?: string | null;
}

const ROLE_WORDS = { nonprofit: 'Nonprofit', donor: 'Donor', admin: 'Admin' } as const;

/** How an account reads in the picker: its organization or name, its role and its email. */
export const accountLabel = (user: AdminUser) =>
  `${user.organization_name ?? user.company_name ?? user.name} (${ROLE_WORDS[user.role]}, ${user.email})`;

/** A searchable account picker: what is typed searches the admin users list on the server (20 at a time). */
export function AccountPicker({ value, onChange, error }: AccountPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const query = useAccountSearch(value && search === accountLabel(value) ? '' : debounced);
  const found = query.data?.users ?? [];
  const users = value && !found.some((user) => user.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      label="Recipient"
      placeholder="Search by name, email or organization"
      required
      searchable
      clearable
      filter={({ options }) => options}
      data={users.map((user) => ({ value: String(user.id), label: accountLabel(user) }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(users.find((user) => String(user.id) === id) ?? null)}
      nothingFoundMessage={query.isFetching ? 'Searching…' : 'No account matches'}
      error={error}
      clearButtonProps={{ 'aria-label': 'Clear the recipient' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
