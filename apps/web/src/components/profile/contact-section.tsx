import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { ProfileFormValues } from './profile-form';
import { EmailFields, normalizedProps } from './profile-inputs';

export interface ContactSectionProps {
  form: UseFormReturnType<ProfileFormValues>;
  savedEmail: string;
  /** An example domain for the website box, in the role's own words. */
  websiteExample: string;
  /** More rows of the section, below the contact fields. */
  children?: ReactNode;
}

/** The Edit Profile dialog's contact fields, the same for nonprofits and donors. */
export function ContactSection({ form, savedEmail, websiteExample, children }: ContactSectionProps) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Contact
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Contact name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" withAsterisk {...form.getInputProps('phone')} />
        <EmailFields form={form} savedEmail={savedEmail} />
        <TextInput
          label="Website"
          placeholder={websiteExample}
          description="https:// is added when left out"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...normalizedProps(form, 'website')}
        />
      </SimpleGrid>
      {children}
    </Stack>
  );
}
