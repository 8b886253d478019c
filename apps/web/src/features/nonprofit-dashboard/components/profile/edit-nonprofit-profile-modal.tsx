import { PROFILE_MESSAGES, type NonprofitProfile } from '@app/shared';
import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { AddressFields } from '#src/components/profile/address-fields';
import { ContactSection } from '#src/components/profile/contact-section';
import { ProfileEditModal } from '#src/components/profile/profile-edit-modal';
import { CommaListInput, LogoField, normalizedProps } from '#src/components/profile/profile-inputs';
import { nonprofitFormValues } from './nonprofit-profile-values';

export interface EditNonprofitProfileModalProps {
  profile: NonprofitProfile;
  opened: boolean;
  onClose: () => void;
}

export function EditNonprofitProfileModal({ profile, opened, onClose }: EditNonprofitProfileModalProps) {
  // An approved organization's EIN was checked; the server refuses a change, so the field says so.
  const einLocked = profile.approval_status === 'approved';
  return (
    <ProfileEditModal
      opened={opened}
      onClose={onClose}
      role="nonprofit"
      userId={profile.id}
      initialValues={nonprofitFormValues(profile)}
    >
      {(form) => (
        <>
          <Stack gap="sm">
            <Title order={3} size="h5">
              Organization
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Organization name"
                withAsterisk
                data-autofocus
                {...form.getInputProps('organization_name')}
              />
              <TextInput
                label="EIN"
                placeholder="12-3456789"
                inputMode="numeric"
                withAsterisk
                disabled={einLocked}
                description={einLocked ? PROFILE_MESSAGES.einLocked : '9 digits'}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...normalizedProps(form, 'ein')}
              />
            </SimpleGrid>
            <Textarea
              label="Mission statement"
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps('mission_statement')}
            />
            <CommaListInput form={form} field="service_areas" label="Service areas" example="Evanston, Cook County" />
            <LogoField form={form} userId={profile.id} name={profile.organization_name ?? profile.name} />
          </Stack>
          <ContactSection form={form} savedEmail={profile.email} websiteExample="example.org" />
          <Stack gap="sm">
            <Title order={3} size="h5">
              Organization address
            </Title>
            <AddressFields
              form={form}
              fields={{ street: 'address', city: 'city', state: 'state', zip: 'zip' }}
              labelPrefix=""
            />
          </Stack>
          <Stack gap="sm">
            <Title order={3} size="h5">
              Shipping address
            </Title>
            <AddressFields
              form={form}
              fields={{
                street: 'shipping_address',
                city: 'shipping_city',
                state: 'shipping_state',
                zip: 'shipping_zip',
              }}
              labelPrefix="Shipping"
            />
          </Stack>
        </>
      )}
    </ProfileEditModal>
  );
}
