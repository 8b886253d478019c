import { normalizeWebsite } from '@app/shared';
import { PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SignupFormValues } from '../utils/signup-values';
import { StateSelect } from '#src/components/state-select';
import { PasswordStrengthMeter } from './password-strength-meter';

const PREFERRED_CONTACT_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'both', label: 'Email and phone' },
];

export interface SignupAccountFieldsProps {
  form: UseFormReturnType<SignupFormValues>;
}

/** Fields every account has (email, password, full name and phone required). */
export function SignupAccountFields({ form }: SignupAccountFieldsProps) {
  const websiteProps = form.getInputProps('website');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Your details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Full name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...form.getInputProps('password')}
        />
        <PasswordStrengthMeter password={form.values.password} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Phone" type="tel" autoComplete="tel" withAsterisk {...form.getInputProps('phone')} />
        <Select
          label="Preferred contact method"
          data={PREFERRED_CONTACT_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('preferred_contact')}
        />
        <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
        <StateSelect label="State" clearable {...form.getInputProps('state')} />
      </SimpleGrid>
      <TextInput
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="example.org"
        {...websiteProps}
        onBlur={(event) => {
          form.setFieldValue('website', normalizeWebsite(event.currentTarget.value));
          websiteProps.onBlur?.(event);
        }}
      />
    </Stack>
  );
}
