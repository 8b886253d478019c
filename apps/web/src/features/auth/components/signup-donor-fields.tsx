import { DONOR_SCOPE_LABELS, DONOR_SCOPES } from '@app/shared';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressFields } from '#src/components/profile/address-fields';
import type { SignupFormValues } from '../utils/signup-values';

/** docs/product.md, Marketplace and donor scope: who sees a donor's items, measured from the pickup location. */
const DONOR_SCOPE_OPTIONS = DONOR_SCOPES.map((value) => ({ value, label: DONOR_SCOPE_LABELS[value] }));

export interface SignupDonorFieldsProps {
  form: UseFormReturnType<SignupFormValues>;
}

/** Donor part of sign-up: company, reach and pickup location. */
export function SignupDonorFields({ form }: SignupDonorFieldsProps) {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your company
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Company name"
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('company_name')}
          />
          <Select
            label="Donation reach"
            description="Which nonprofits can see your items"
            data={DONOR_SCOPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('donor_scope')}
          />
        </SimpleGrid>
        <TextInput
          label="Giving preferences"
          description="Separate with commas, for example: education, food security"
          {...form.getInputProps('giving_preferences')}
        />
        <TextInput
          label="Company logo URL"
          type="url"
          placeholder="https://"
          {...form.getInputProps('company_logo_url')}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Pickup location
        </Title>
        <AddressFields
          form={form}
          fields={{ street: 'pickup_address', city: 'pickup_city', state: 'pickup_state', zip: 'pickup_zip' }}
          labelPrefix="Pickup"
        />
      </Stack>
    </Stack>
  );
}
