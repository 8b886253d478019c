import { Button, Collapse, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { DEFAULT_FILTERS, type ItemFilters } from '../lib/item-filters';
import { useDebouncedFilter } from '../lib/use-debounced-filter';
import type { FiltersChange } from '../lib/use-item-filters';
import { FilterFields } from './filter-fields';

export interface MarketplaceFiltersProps {
  filters: ItemFilters;
  onChange: FiltersChange;
  onClear: () => void;
  canClear: boolean;
}

const identity = (value: string) => value;

/** Filters other than search that differ from the defaults (the mobile toggle shows how many). */
function countRefinements(filters: ItemFilters): number {
  return (
    Number(filters.category !== DEFAULT_FILTERS.category) +
    Number(filters.location !== DEFAULT_FILTERS.location) +
    Number(filters.sort_by !== DEFAULT_FILTERS.sort_by) +
    filters.delivery_option.length +
    Number(filters.min_value !== undefined) +
    Number(filters.max_value !== undefined)
  );
}

/** The filter card. On phones everything but search folds behind a Filters button. */
export function MarketplaceFilters({ filters, onChange, onClear, canClear }: MarketplaceFiltersProps) {
  const fieldsId = useId();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const refinements = countRefinements(filters);
  const [opened, { toggle }] = useDisclosure(false);
  const search = useDebouncedFilter({
    urlValue: filters.search,
    toLocal: identity,
    parse: identity,
    commit: (value, options) => onChange({ search: value }, options),
  });

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label="Filter items">
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            type="search"
            label="Search"
            placeholder="Search by title or description"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.value}
            onChange={(event) => search.onChange(event.currentTarget.value)}
            onBlur={search.onBlur}
            maxLength={200}
            flex={1}
          />
          {!wide && (
            <Button
              variant={refinements > 0 ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              aria-expanded={opened}
              aria-controls={fieldsId}
              onClick={toggle}
            >
              Filters{refinements > 0 ? ` (${refinements})` : ''}
            </Button>
          )}
        </Group>
        <Collapse expanded={wide || opened} id={fieldsId}>
          <FilterFields filters={filters} onChange={onChange} />
        </Collapse>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClear}
            disabled={!canClear}
          >
            Clear All Filters
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
