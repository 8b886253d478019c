import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface AdminSearchFieldProps {
  value: string;
  /** What the search matches, e.g. "Item, nonprofit or donor". */
  placeholder: string;
  onChange: (value: string) => void;
}

/** The search box at the head of an admin list's filter row. */
export function AdminSearchField({ value, placeholder, onChange }: AdminSearchFieldProps) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{ flex: '2 1 14rem' }}
    />
  );
}
