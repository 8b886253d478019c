import { DELIVERY_OPTION_LABELS, DELIVERY_OPTIONS, searchWords, type DeliveryOption } from '@app/shared';
import { Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useCategories } from '#src/lib/categories';
import { useDonorScopeOptions } from '../api/get-donor-scope-options';
import { sortOptions, type ItemFilters, type LocationScope } from '../lib/item-filters';
import type { FiltersChange } from '../lib/use-item-filters';
import { PriceRangeInputs } from './price-range-inputs';

export interface FilterFieldsProps {
  filters: ItemFilters;
  onChange: FiltersChange;
}

// The legend reads like the other field labels.
const LEGEND_LIKE_LABEL = { legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600, padding: 0 } };

/** Category, location, sort, delivery and price. Native selects: accessible everywhere and light to load. */
export function FilterFields({ filters, onChange }: FilterFieldsProps) {
  const categories = useCategories();
  const scopes = useDonorScopeOptions();

  const categoryData = [
    { value: '', label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({ value: category, label: category })),
  ];
  // Keep a category from a shared link selectable even when the list does not hold it.
  if (filters.category && !categoryData.some((option) => option.value === filters.category)) {
    categoryData.push({ value: filters.category, label: filters.category });
  }
  const locationData = [{ value: 'all', label: 'All locations' }, ...(scopes.data ?? [])];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label="Category"
          data={categoryData}
          value={filters.category}
          onChange={(event) => onChange({ category: event.currentTarget.value })}
        />
        <NativeSelect
          label="Location"
          data={locationData}
          value={filters.location}
          onChange={(event) => onChange({ location: event.currentTarget.value as LocationScope })}
        />
        <NativeSelect
          label="Sort by"
          data={sortOptions(searchWords(filters.search).length > 0)}
          value={filters.sort_by}
          onChange={(event) => onChange({ sort_by: event.currentTarget.value as ItemFilters['sort_by'] })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fieldset legend="Delivery options" variant="unstyled" styles={LEGEND_LIKE_LABEL}>
          <Checkbox.Group
            value={filters.delivery_option}
            onChange={(value) => onChange({ delivery_option: value as DeliveryOption[] })}
          >
            <Group gap="md" mt={6}>
              {DELIVERY_OPTIONS.map((option) => (
                <Checkbox key={option} value={option} label={DELIVERY_OPTION_LABELS[option]} />
              ))}
            </Group>
          </Checkbox.Group>
        </Fieldset>
        <PriceRangeInputs min={filters.min_value} max={filters.max_value} onChange={onChange} />
      </SimpleGrid>
    </Stack>
  );
}
