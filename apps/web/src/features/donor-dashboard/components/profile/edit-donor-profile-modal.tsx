import {
  DONOR_ENTITY_TYPE_LABELS,
  DONOR_ENTITY_TYPES,
  DONOR_SCOPE_LABELS,
  DONOR_SCOPES,
  type DonorProfile,
} from '@app/shared';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { AddressFields } from '#src/components/profile/address-fields';
import { ContactSection } from '#src/components/profile/contact-section';
import { ProfileEditModal } from '#src/components/profile/profile-edit-modal';
import { CommaListInput, LogoField, normalizedProps } from '#src/components/profile/profile-inputs';
import { StateSelect } from '#src/components/state-select';
import { donorFormValues } from './donor-profile-values';

/** docs/product.md, Marketplace and donor scope: who sees the donor's items, measured from the pickup location. */
const SCOPE_OPTIONS = DONOR_SCOPES.map((value) => ({ value, label: DONOR_SCOPE_LABELS[value] }));
/** docs/product.md, Tax report: the entity type decides which Form 8283 notes the report carries. */
const ENTITY_TYPE_OPTIONS = DONOR_ENTITY_TYPES.map((value) => ({ value, label: DONOR_ENTITY_TYPE_LABELS[value] }));

export interface EditDonorProfileModalProps {
  profile: DonorProfile;
  opened: boolean;
  onClose: () => void;
}

export function EditDonorProfileModal({ profile, opened, onClose }: EditDonorProfileModalProps) {
  return (
    <ProfileEditModal
      opened={opened}
      onClose={onClose}
      role="donor"
      userId={profile.id}
      initialValues={donorFormValues(profile)}
    >
      {(form) => (
        <>
          <Stack gap="sm">
            <Title order={3} size="h5">
              Company
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Company name" withAsterisk data-autofocus {...form.getInputProps('company_name')} />
              <Select
                label="Donation reach"
                description="Which nonprofits can see your items, measured from your pickup location"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={SCOPE_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('donor_scope')}
              />
            </SimpleGrid>
            <Select
              label="Entity type"
              description="Used by the tax report to say which IRS forms may apply"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={ENTITY_TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('entity_type')}
            />
            <CommaListInput
              form={form}
              field="giving_preferences"
              label="Giving preferences"
              example="Education, Food security"
            />
            <LogoField form={form} userId={profile.id} name={profile.company_name ?? profile.name} />
          </Stack>
          <ContactSection form={form} savedEmail={profile.email} websiteExample="example.com">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
              <StateSelect label="State" clearable {...form.getInputProps('state')} />
              <TextInput
                label="ZIP code"
                inputMode="numeric"
                autoComplete="postal-code"
                {...normalizedProps(form, 'zip')}
              />
            </SimpleGrid>
          </ContactSection>
          <Stack gap="sm">
            <Title order={3} size="h5">
              Pickup location
            </Title>
            <AddressFields
              form={form}
              fields={{ street: 'pickup_address', city: 'pickup_city', state: 'pickup_state', zip: 'pickup_zip' }}
              labelPrefix="Pickup"
            />
          </Stack>
        </>
      )}
    </ProfileEditModal>
  );
}
