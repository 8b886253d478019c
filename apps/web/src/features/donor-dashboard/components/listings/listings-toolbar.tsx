import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, type MouseEvent } from 'react';
import type { ListingFilters, ListingStatusFilter } from './filter-listings';
import classes from './listings.module.css';

const STATUS_LABELS: Record<ListingStatusFilter, string> = { all: 'All', available: 'Available', disabled: 'Disabled' };

export interface ListingsToolbarProps {
  filters: ListingFilters;
  counts: Record<ListingStatusFilter, number>;
  onChange: (patch: Partial<ListingFilters>) => void;
  onAdd: (opener: HTMLElement) => void;
  onImport: (opener: HTMLElement) => void;
}

/** Search, the status filter, and the Import from spreadsheet and Add Item buttons: one row on wide screens, stacked on phones. */
export function ListingsToolbar({ filters, counts, onChange, onAdd, onImport }: ListingsToolbarProps) {
  const statusLabelId = useId();
  return (
    <div className={classes.toolbar}>
      <TextInput
        label="Search listings"
        placeholder="Title, category or description"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        className={classes.search}
      />
      <Stack gap={4}>
        <Text id={statusLabelId} component="span" size="sm" fw={500}>
          Status
        </Text>
        <SegmentedControl
          aria-labelledby={statusLabelId}
          value={filters.status}
          onChange={(value) => onChange({ status: value as ListingStatusFilter })}
          data={(Object.keys(STATUS_LABELS) as ListingStatusFilter[]).map((value) => ({
            value,
            label: `${STATUS_LABELS[value]} (${counts[value]})`,
          }))}
        />
      </Stack>
      <Group gap="sm" className={classes.add}>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onImport(event.currentTarget)}
        >
          Import from spreadsheet
        </Button>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onAdd(event.currentTarget)}
        >
          Add Item
        </Button>
      </Group>
    </div>
  );
}
