import type { AddressSuggestion } from '@app/shared';
import { Combobox, Loader, Text, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { keepEnterInPicker } from '#src/lib/picker-keys';
import { suggestionParts } from './suggestion-labels';
import { useAddressSearch } from './use-address-search';

export interface AddressAutocompleteProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'onSelect' | 'rightSection'
> {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (click, or arrow keys and Enter): fill the address's parts from it. */
  onSelect: (suggestion: AddressSuggestion) => void;
}

/**
 * A street address field that suggests places as one types (GET /geocode/search). The text stays
 * free: a user may type an address the gazetteer does not know; a chosen suggestion also fills
 * city, state, ZIP and the map point through onSelect.
 */
export function AddressAutocomplete({ value, onChange, onSelect, error, ...inputProps }: AddressAutocompleteProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // Off after a choice fills the field, so the filled-in text is not searched again until typed over.
  const [typing, setTyping] = useState(false);
  const search = useAddressSearch(value, typing);
  const { suggestions } = search;
  const answered = search.answeredFor !== null && !search.loading && !search.error;

  const choose = (placeId: string) => {
    const suggestion = suggestions.find((entry) => entry.place_id === placeId);
    if (!suggestion) return;
    setTyping(false);
    onSelect(suggestion);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          {...inputProps}
          value={value}
          autoComplete="off"
          error={error || search.error}
          rightSection={search.loading ? <Loader size={16} role="status" aria-label="Searching addresses" /> : null}
          onChange={(event) => {
            setTyping(true);
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={keepEnterInPicker}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typing || !answered}>
        <Combobox.Options
          aria-label={typeof inputProps.label === 'string' ? `${inputProps.label} suggestions` : 'Address suggestions'}
        >
          {suggestions.map((suggestion) => (
            <Combobox.Option value={suggestion.place_id} key={suggestion.place_id}>
              <Text size="sm">{suggestion.display_name}</Text>
              <Text size="xs" c="dimmed">
                {suggestionParts(suggestion)}
              </Text>
            </Combobox.Option>
          ))}
          {answered && suggestions.length === 0 && <Combobox.Empty>No matching addresses found</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
