import { REQUEST_STATUSES, type RequestStatus } from '@app/shared';
import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { NonprofitRequestFilters, SortOrder, StatusFilter, TimeFilter } from './filter-requests';

/** Seed 001 s5 lists all/pending/approved/declined/completed; Cancelled appears once one exists. */
const ALWAYS_SHOWN: readonly RequestStatus[] = ['pending', 'approved', 'declined', 'completed'];
const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const TIME_OPTIONS = [
  { value: 'all', label: 'All time' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '3m', label: 'Last 3 months' },
];
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export interface RequestsFiltersProps {
  filters: NonprofitRequestFilters;
  counts: Partial<Record<RequestStatus, number>>;
  total: number;
  onChange: (patch: Partial<NonprofitRequestFilters>) => void;
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
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label="Search requests"
          placeholder="Event name or item title"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status}
          allowDeselect={false}
          onChange={(value) => value && onChange({ status: value as StatusFilter })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <Select
          label="Time"
          data={TIME_OPTIONS}
          value={filters.time}
          allowDeselect={false}
          onChange={(value) => value && onChange({ time: value as TimeFilter })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
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
