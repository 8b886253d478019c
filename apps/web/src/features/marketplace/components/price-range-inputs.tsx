import { NumberInput, SimpleGrid } from '@mantine/core';
import { useDebouncedFilter } from '../lib/use-debounced-filter';
import type { FiltersChange } from '../lib/use-item-filters';

export interface PriceRangeInputsProps {
  min: number | undefined;
  max: number | undefined;
  onChange: FiltersChange;
}

const toLocal = (value: number | undefined): number | string => value ?? '';
const parse = (local: number | string): number | undefined => {
  if (local === '') return undefined;
  const value = Number(local);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** Min and max fair market value in dollars; a backwards range is flagged and not sent. */
export function PriceRangeInputs({ min, max, onChange }: PriceRangeInputsProps) {
  const minInput = useDebouncedFilter({
    urlValue: min,
    toLocal,
    parse,
    commit: (value, options) => onChange({ min_value: value }, options),
  });
  const maxInput = useDebouncedFilter({
    urlValue: max,
    toLocal,
    parse,
    commit: (value, options) => onChange({ max_value: value }, options),
  });
  const backwards = min !== undefined && max !== undefined && min > max;

  const shared = {
    min: 0,
    prefix: '$',
    decimalScale: 2,
    thousandSeparator: ',',
    allowNegative: false,
    hideControls: true,
    inputMode: 'decimal' as const,
  };
  return (
    <SimpleGrid cols={2} spacing="sm">
      <NumberInput
        {...shared}
        label="Min value"
        placeholder="$0"
        value={minInput.value}
        onChange={minInput.onChange}
        onBlur={minInput.onBlur}
      />
      <NumberInput
        {...shared}
        label="Max value"
        placeholder="Any"
        value={maxInput.value}
        onChange={maxInput.onChange}
        onBlur={maxInput.onBlur}
        error={backwards ? 'Must be at least the min value' : undefined}
      />
    </SimpleGrid>
  );
}
