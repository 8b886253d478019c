import { REQUEST_STATUSES, type RequestStatus } from '@app/shared';
import { REQUEST_STATUS_LABELS as STATUS_LABELS } from '#src/lib/request-state-labels';
import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SortOrder, StatusFilter, TimeFilter } from './request-filtering';

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

/** Three controls share a row from sm up; four need md before the search can give up half the row. */
const SPANS_WITHOUT_TIME = { search: { base: 12, sm: 6 }, status: { base: 6, sm: 3 }, sort: { base: 6, sm: 3 } };
const SPANS_WITH_TIME = {
  search: { base: 12, md: 6 },
  status: { base: 6, sm: 4, md: 2 },
  time: { base: 6, sm: 4, md: 2 },
  sort: { base: 12, sm: 4, md: 2 },
};

export interface RequestFilterValues {
  search: string;
  status: StatusFilter;
  sort: SortOrder;
  /** Present only on tabs that filter by time; its presence shows the Time select. */
  time?: TimeFilter;
}

export interface RequestsFilterBarProps {
  filters: RequestFilterValues;
  counts: Partial<Record<RequestStatus, number>>;
  total: number;
  /** Names the fields this tab searches, which differ per dashboard. */
  searchPlaceholder: string;
  /** Statuses listed even at zero; the others appear once a request has them (or one is selected). */
  alwaysShown: readonly RequestStatus[];
  onChange: (patch: Partial<RequestFilterValues>) => void;
}

/** Search, status with counts, optional time range and sort for a Requests tab. */
export function RequestsFilterBar({
  filters,
  counts,
  total,
  searchPlaceholder,
  alwaysShown,
  onChange,
}: RequestsFilterBarProps) {
  const spans = filters.time === undefined ? SPANS_WITHOUT_TIME : SPANS_WITH_TIME;
  const statusOptions = [
    { value: 'all', label: `All (${total})` },
    ...REQUEST_STATUSES.filter(
      (status) => alwaysShown.includes(status) || counts[status] || filters.status === status,
    ).map((status) => ({ value: status, label: `${STATUS_LABELS[status]} (${counts[status] ?? 0})` })),
  ];
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={spans.search}>
        <TextInput
          label="Search requests"
          placeholder={searchPlaceholder}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={spans.status}>
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status}
          allowDeselect={false}
          onChange={(value) => value && onChange({ status: value as StatusFilter })}
        />
      </Grid.Col>
      {filters.time !== undefined && (
        <Grid.Col span={SPANS_WITH_TIME.time}>
          <Select
            label="Time"
            data={TIME_OPTIONS}
            value={filters.time}
            allowDeselect={false}
            onChange={(value) => value && onChange({ time: value as TimeFilter })}
          />
        </Grid.Col>
      )}
      <Grid.Col span={spans.sort}>
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
