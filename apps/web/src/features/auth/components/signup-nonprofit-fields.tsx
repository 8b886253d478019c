import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DocumentUpload } from '#src/components/document-upload/document-upload';
import { AddressFields } from '#src/components/profile/address-fields';
import type { SignupFormValues } from '../utils/signup-values';

export interface SignupNonprofitFieldsProps {
  form: UseFormReturnType<SignupFormValues>;
  onLetterSelected: (file: File | null) => void;
  disabled?: boolean;
}

/** Nonprofit part of sign-up: organisation, shipping address and the tax-exempt letter. */
export function SignupNonprofitFields({ form, onLetterSelected, disabled }: SignupNonprofitFieldsProps) {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your organization
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Organization name"
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('organization_name')}
          />
          <TextInput
            label="EIN"
            description="Your 9-digit Employer Identification Number"
            placeholder="12-3456789"
            inputMode="numeric"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            {...form.getInputProps('ein')}
          />
        </SimpleGrid>
        <Textarea
          label="Mission statement"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('mission_statement')}
        />
        <TextInput
          label="Service areas"
          description="Separate with commas, for example: Austin, Travis County"
          {...form.getInputProps('service_areas')}
        />
        <TextInput label="Logo URL" type="url" placeholder="https://" {...form.getInputProps('logo_url')} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Shipping address
        </Title>
        <AddressFields
          form={form}
          fields={{ street: 'shipping_address', city: 'shipping_city', state: 'shipping_state', zip: 'shipping_zip' }}
          labelPrefix="Shipping"
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Verification
        </Title>
        <DocumentUpload
          label="Tax-exempt determination letter"
          description="Your IRS 501(c)(3) letter as PDF, JPG or PNG, up to 10 MB. Optional now; you can add it later from your dashboard."
          deferUpload
          onFileSelected={onLetterSelected}
          disabled={disabled}
        />
      </Stack>
    </Stack>
  );
}
