import { ADMIN_ITEM_STATUS_LABELS, ITEM_STATUSES } from '@app/shared';
import { Badge, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCategories } from '#src/lib/categories';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ITEM_STATUSES.map((status) => ({ value: status, label: ADMIN_ITEM_STATUS_LABELS[status] })),
];

export interface ItemsFiltersBarProps {
  search: string;
  status: string;
  category: string;
  /** The donor the list is narrowed to, by name when a row shows it. */
  donor: { id: string; label: string } | null;
  onSearchChange: (search: string) => void;
  onChange: (changes: { status?: string; category?: string; user_id?: string }) => void;
}

/** Search, status and category, and the donor filter a user's Items link sets. */
export function ItemsFiltersBar({ search, status, category, donor, onSearchChange, onChange }: ItemsFiltersBarProps) {
  const categories = useCategories();
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(categories.data ?? []).map((name) => ({ value: name, label: name })),
  ];
  if (category && !categoryOptions.some((option) => option.value === category)) {
    categoryOptions.push({ value: category, label: category });
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Title or donor company"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: '2 1 14rem' }}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => onChange({ status: value ?? '' })}
        allowDeselect={false}
        style={{ flex: '1 1 10rem' }}
      />
      <Select
        label="Category"
        data={categoryOptions}
        value={category}
        onChange={(value) => onChange({ category: value ?? '' })}
        allowDeselect={false}
        searchable
        style={{ flex: '1 1 10rem' }}
      />
      {donor && (
        <Badge
          size="lg"
          variant="light"
          color="blue"
          c="blue.9"
          radius="sm"
          tt="none"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Show every donor's items, not only ${donor.label}'s`}
              onClick={() => onChange({ user_id: '' })}
            />
          }
        >
          Donor: {donor.label}
        </Badge>
      )}
    </Group>
  );
}
