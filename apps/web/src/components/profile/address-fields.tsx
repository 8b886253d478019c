import { normalizeZip, type AddressSuggestion } from '@app/shared';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { AddressAutocomplete } from '../address-autocomplete/address-autocomplete';
import { PRECISION_LABELS, placeOf } from '../address-autocomplete/suggestion-labels';
import { StateSelect } from '../state-select';

/** Suggestions are ZIP and city level offline (docs/decisions/013-street-addresses.md). */
const STREET_HINT =
  'Type the street yourself, then its ZIP code or city (233 S Wacker Dr, 60606), and choose a suggestion to fill in the rest';

export interface AddressFieldNames {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface AddressFieldsProps<V> {
  form: UseFormReturnType<V>;
  fields: AddressFieldNames;
  /** "Shipping", "Pickup" or "": starts each field's label. */
  labelPrefix: string;
}

/** `name` is written as inside a sentence ("street address", "ZIP code"). */
const label = (prefix: string, name: string) =>
  prefix ? `${prefix} ${name}` : `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * Street (with suggestions), city, state and ZIP of one address. Choosing a suggestion fills all four
 * and says where it is placed (the server places the saved address again: nothing of the point is sent).
 */
export function AddressFields<V>({ form, fields, labelPrefix }: AddressFieldsProps<V>) {
  const [chosen, setChosen] = useState<AddressSuggestion | null>(null);
  const streetProps = form.getInputProps(fields.street);

  const fill = (suggestion: AddressSuggestion) => {
    setChosen(suggestion);
    form.setValues({
      [fields.street]: suggestion.street ?? '',
      [fields.city]: suggestion.city ?? '',
      [fields.state]: suggestion.state ?? null,
      [fields.zip]: suggestion.zip ?? '',
    } as Partial<V>);
  };

  return (
    <Stack gap="xs">
      <AddressAutocomplete
        label={label(labelPrefix, 'street address')}
        description={STREET_HINT}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={String(streetProps.value ?? '')}
        onChange={(text) => {
          setChosen(null);
          form.setFieldValue(fields.street, text as never);
        }}
        onSelect={fill}
        error={streetProps.error}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={label(labelPrefix, 'city')}
          autoComplete="address-level2"
          {...form.getInputProps(fields.city)}
        />
        <StateSelect label={label(labelPrefix, 'state')} clearable {...form.getInputProps(fields.state)} />
        <TextInput
          label={label(labelPrefix, 'ZIP code')}
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.getInputProps(fields.zip)}
          onBlur={(event) => {
            const zip = normalizeZip(event.currentTarget.value);
            if (zip) form.setFieldValue(fields.zip, zip as never);
            form.getInputProps(fields.zip).onBlur?.(event);
          }}
        />
      </SimpleGrid>
      {chosen && (
        <Text size="xs" c="dimmed" role="status">
          Placed at {placeOf(chosen)} ({PRECISION_LABELS[chosen.address_type]})
        </Text>
      )}
    </Stack>
  );
}
