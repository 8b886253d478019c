import { DONOR_ENTITY_TYPE_LABELS, DONOR_SCOPE_LABELS, type SessionUser } from '@app/shared';
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
import { formatDate } from '#src/lib/format';
import { EditDonorProfileModal } from './edit-donor-profile-modal';

export interface ProfileTabProps {
  user: SessionUser;
}

/** The company's profile as saved, and the Edit Profile dialog. */
export function ProfileTab({ user }: ProfileTabProps) {
  const { profile, fallback } = useProfile(user, 'donor');
  const [editing, edit] = useDisclosure(false);
  if (!profile) return <ProfileLoading />;
  const displayName = profile.company_name ?? profile.name;
  const location = [profile.city, [profile.state, profile.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <ProfileColumns
      main={
        <ProfileSummaryCard profile={profile} displayName={displayName} fallback={fallback} onEdit={edit.open}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <InfoField label="Company">{profile.company_name ?? NOT_SET}</InfoField>
            <InfoField label="Entity type">{DONOR_ENTITY_TYPE_LABELS[profile.entity_type]}</InfoField>
            <InfoField label="Contact name">{profile.contact_name}</InfoField>
            <InfoField label="Email">
              <EmailValue profile={profile} />
            </InfoField>
            <InfoField label="Phone">{profile.phone ?? NOT_SET}</InfoField>
            <InfoField label="Website">
              <WebsiteValue url={profile.website} />
            </InfoField>
            <InfoField label="Location">{location || NOT_SET}</InfoField>
            <InfoField label="Approval status">
              <ApprovalBadge status={profile.approval_status} />
            </InfoField>
            {profile.created_at && <InfoField label="Member since">{formatDate(profile.created_at)}</InfoField>}
          </SimpleGrid>
        </ProfileSummaryCard>
      }
      side={
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Giving
          </Title>
          <Stack gap="md">
            <InfoField label="Donation reach">{DONOR_SCOPE_LABELS[profile.donor_scope]}</InfoField>
            <InfoField label="Giving preferences">
              <ListValue entries={profile.giving_preferences} label="Giving preferences" />
            </InfoField>
            <InfoField label="Pickup address">
              {formatAddress(profile.pickup_address, profile.pickup_city, profile.pickup_state, profile.pickup_zip)}
            </InfoField>
            <InfoField label="Items are placed at">
              {formatPlace(
                { latitude: profile.pickup_latitude, longitude: profile.pickup_longitude },
                [
                  { city: profile.pickup_city, state: profile.pickup_state, zip: profile.pickup_zip },
                  { city: profile.city, state: profile.state, zip: profile.zip },
                ],
                'Not placed yet: add a pickup city or ZIP code',
              )}
            </InfoField>
          </Stack>
        </Card>
      }
      dialog={<EditDonorProfileModal profile={profile} opened={editing} onClose={edit.close} />}
    />
  );
}
