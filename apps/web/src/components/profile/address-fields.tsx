import { normalizeZip, type AddressSuggestion } from '@app/shared';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { AddressAutocomplete } from '../address-autocomplete/address-autocomplete';
import { StateSelect } from '../state-select';

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
  /** The saved map point, shown until a suggestion is chosen. */
  point?: { lat: number | null; lon: number | null };
}

/** `name` is written as inside a sentence ("street address", "ZIP code"). */
const label = (prefix: string, name: string) =>
  prefix ? `${prefix} ${name}` : `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * Street (with suggestions), city, state and ZIP of one address. Choosing a suggestion fills all four;
 * the map point comes with it (the server places the saved address again, so it is shown, not sent).
 */
export function AddressFields<V>({ form, fields, labelPrefix, point }: AddressFieldsProps<V>) {
  const [chosen, setChosen] = useState<AddressSuggestion | null>(null);
  const streetProps = form.getInputProps(fields.street);
  const lat = chosen?.lat ?? point?.lat ?? null;
  const lon = chosen?.lon ?? point?.lon ?? null;

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
        description="Type a ZIP code, a city, or a street with its ZIP; choose a suggestion to fill in the rest"
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
      {lat !== null && lon !== null && (
        <Text size="xs" c="dimmed">
          Map point: {lat.toFixed(4)}, {lon.toFixed(4)}
        </Text>
      )}
    </Stack>
  );
}
