import type { SessionUser } from '@app/shared';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApprovalBadge } from '#src/components/approval-badge';
import { InfoField } from '#src/components/dashboard-shell/info-field';
import { useProfile } from '#src/components/profile/profile-api';
import {
  EmailValue,
  formatAddress,
  formatPlace,
  ListValue,
  NOT_SET,
  ProfileColumns,
  ProfileLoading,
  ProfileSummaryCard,
  WebsiteValue,
} from '#src/components/profile/profile-view-parts';
import { VerificationDocumentsCard } from '../verification-documents-card';
import { EditNonprofitProfileModal } from './edit-nonprofit-profile-modal';

export interface ProfileTabProps {
  user: SessionUser;
}

/** The organization's profile as saved, and the Edit Profile dialog. */
export function ProfileTab({ user }: ProfileTabProps) {
  const { profile, fallback } = useProfile(user, 'nonprofit');
  const [editing, edit] = useDisclosure(false);
  if (!profile) return <ProfileLoading />;
  const displayName = profile.organization_name ?? profile.name;

  return (
    <ProfileColumns
      main={
        <Stack gap="lg">
          <ProfileSummaryCard profile={profile} displayName={displayName} fallback={fallback} onEdit={edit.open}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <InfoField label="Organization">{profile.organization_name ?? NOT_SET}</InfoField>
              <InfoField label="EIN">{profile.ein ?? NOT_SET}</InfoField>
              <InfoField label="Contact name">{profile.contact_name}</InfoField>
              <InfoField label="Email">
                <EmailValue profile={profile} />
              </InfoField>
              <InfoField label="Phone">{profile.phone ?? NOT_SET}</InfoField>
              <InfoField label="Website">
                <WebsiteValue url={profile.website} />
              </InfoField>
              <InfoField label="Approval status">
                <ApprovalBadge status={profile.approval_status} />
              </InfoField>
            </SimpleGrid>
          </ProfileSummaryCard>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="md">
              Mission and reach
            </Title>
            <Stack gap="md">
              <InfoField label="Mission statement">{profile.mission_statement ?? NOT_SET}</InfoField>
              <InfoField label="Service areas">
                <ListValue entries={profile.service_areas} label="Service areas" />
              </InfoField>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="md">
              Addresses
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <InfoField label="Organization address">
                {formatAddress(profile.address, profile.city, profile.state, profile.zip)}
              </InfoField>
              <InfoField label="Shipping address">
                {formatAddress(
                  profile.shipping_address,
                  profile.shipping_city,
                  profile.shipping_state,
                  profile.shipping_zip,
                )}
              </InfoField>
              <InfoField label="On the map at">
                {formatPlace(
                  profile,
                  [
                    { city: profile.shipping_city, state: profile.shipping_state, zip: profile.shipping_zip },
                    { city: profile.city, state: profile.state, zip: profile.zip },
                  ],
                  'Not placed yet: add a city or ZIP code',
                )}
              </InfoField>
            </SimpleGrid>
          </Card>
        </Stack>
      }
      side={<VerificationDocumentsCard taxExemptDocUrl={profile.tax_exempt_doc_url ?? user.tax_exempt_doc_url} />}
      dialog={<EditNonprofitProfileModal profile={profile} opened={editing} onClose={edit.close} />}
    />
  );
}
