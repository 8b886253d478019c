import { ADMIN_REQUEST_STATUS_FILTERS } from '@app/shared';
import { Badge, Checkbox, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { STATUS_FILTER_LABELS } from './request-labels';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ADMIN_REQUEST_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_FILTER_LABELS[status] })),
];

export interface RequestsFiltersBarProps {
  search: string;
  status: string;
  expiring: boolean;
  /** The account the list is narrowed to, by name when a row shows it. */
  account: { id: string; label: string } | null;
  onSearchChange: (search: string) => void;
  onChange: (changes: { status?: string; expiring?: string; user_id?: string }) => void;
}

/** Search, status, "about to expire" and the account filter a user's Requests link sets. */
export function RequestsFiltersBar({
  search,
  status,
  expiring,
  account,
  onSearchChange,
  onChange,
}: RequestsFiltersBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Item, event, nonprofit, donor or #number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: '2 1 16rem' }}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => onChange({ status: value ?? '' })}
        allowDeselect={false}
        style={{ flex: '1 1 11rem' }}
      />
      <Checkbox
        label="Expiring within 48 hours"
        checked={expiring}
        onChange={(event) => onChange({ expiring: event.currentTarget.checked ? 'true' : '' })}
        mb={8}
      />
      {account && (
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
              aria-label={`Show every account's requests, not only ${account.label}'s`}
              onClick={() => onChange({ user_id: '' })}
            />
          }
        >
          Account: {account.label}
        </Badge>
      )}
    </Group>
  );
}
