import { REQUEST_STATUSES, type RequestStatus } from '@app/shared';
import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { DonorRequestFilters, SortOrder, StatusFilter } from './filter-requests';

/** Seed 001 s2 lists All, Pending, Approved, Declined; Completed and Cancelled appear once they exist. */
const ALWAYS_SHOWN: readonly RequestStatus[] = ['pending', 'approved', 'declined'];
const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export interface RequestsFiltersProps {
  filters: DonorRequestFilters;
  counts: Partial<Record<RequestStatus, number>>;
  total: number;
  onChange: (patch: Partial<DonorRequestFilters>) => void;
}

export function RequestsFilters({ filters, counts, total, onChange }: RequestsFiltersProps) {
  const statusOptions = [
    { value: 'all', label: `All (${total})` },
    ...REQUEST_STATUSES.filter(
      (status) => ALWAYS_SHOWN.includes(status) || counts[status] || filters.status === status,
    ).map((status) => ({ value: status, label: `${STATUS_LABELS[status]} (${counts[status] ?? 0})` })),
  ];
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Search requests"
          placeholder="Event, message, item or nonprofit"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status}
          allowDeselect={false}
          onChange={(value) => value && onChange({ status: value as StatusFilter })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label="Sort"
          data={SORT_OPTIONS}
          value={filters.sort}
          allowDeselect={false}
          onChange={(value) => value && onChange({ sort: value as SortOrder })}
        />
      </Grid.Col>
    </Grid>
  );
}
