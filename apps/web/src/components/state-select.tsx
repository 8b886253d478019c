import { matchStates, US_STATE_OPTIONS } from '@app/shared';
import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';

export type StateSelectProps = Omit<SelectProps, 'data' | 'filter' | 'searchable'> & {
  /** A stored value outside the list (an old account's), kept as an option so it is not lost. */
  keepValue?: string | null;
};

const STATE_CODES: ReadonlySet<string> = new Set(US_STATE_OPTIONS.map((option) => option.value));

const filterStates: OptionsFilter = ({ options, search }) => {
  const items = options as ComboboxItem[];
  const byCode = new Map(items.map((option) => [option.value, option]));
  const found = matchStates(search).flatMap((code) => byCode.get(code) ?? []);
  // A kept old value is no state: it stays findable by its own text.
  const query = search.trim().toLowerCase();
  const others = items.filter((option) => !STATE_CODES.has(option.value) && option.label.toLowerCase().includes(query));
  return [...found, ...others];
};

/**
 * The 50 states and DC by name or code: "Illi" and "IL" both find Illinois, the best match
 * first, and the stored value stays the two-letter code (docs/product.md, Profiles).
 */
export function StateSelect({ keepValue, ...props }: StateSelectProps) {
  const data: ComboboxItem[] =
    keepValue && !US_STATE_OPTIONS.some((option) => option.value === keepValue)
      ? [{ value: keepValue, label: keepValue }, ...US_STATE_OPTIONS]
      : [...US_STATE_OPTIONS];
  return (
    <Select
      placeholder="Type a state's name or code"
      autoComplete="address-level1"
      {...props}
      data={data}
      filter={filterStates}
      searchable
    />
  );
}
