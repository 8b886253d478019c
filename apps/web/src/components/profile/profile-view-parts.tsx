import { PROFILE_MESSAGES, type Profile } from '@app/shared';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export const NOT_SET = 'Not set';

/** Darker than the light badge's own text, for AA contrast on its yellow. */
const PENDING_TEXT = 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)';

/** A saved list (service areas, giving preferences) as tags, or "Not set". */
export function ListValue({ entries, label }: { entries: readonly string[]; label: string }) {
  if (entries.length === 0) return <>{NOT_SET}</>;
  return (
    <Group gap={6} component="span" role="list" aria-label={label}>
      {entries.map((entry) => (
        <Badge key={entry} component="span" role="listitem" variant="light" color="blue" tt="none">
          {entry}
        </Badge>
      ))}
    </Group>
  );
}

/** "street, city, ST 60601" from its parts, or "Not set". */
export function formatAddress(street: string | null, city: string | null, state: string | null, zip: string | null) {
  const region = [state, zip].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ') || NOT_SET;
}

export function WebsiteValue({ url }: { url: string | null }) {
  if (!url) return <>{NOT_SET}</>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      {url.replace(/^https?:\/\//, '')}
    </Anchor>
  );
}

/** The email in use, and a new one waiting for its confirmation link. */
export function EmailValue({ profile }: { profile: Profile }) {
  return (
    <Stack gap={4} component="span">
      <span>{profile.email}</span>
      {profile.pending_email && (
        <Text component="span" size="sm">
          <Badge component="span" color="yellow" variant="light" mr={6} c={PENDING_TEXT}>
            Pending
          </Badge>
          {profile.pending_email}
        </Text>
      )}
    </Stack>
  );
}

export interface ProfileSummaryCardProps {
  profile: Profile;
  displayName: string;
  /** The profile call failed and the signed-in user's fields are shown. */
  fallback: boolean;
  onEdit: () => void;
  children: ReactNode;
}

/** The read view's first card: logo, name, the Edit Profile button and the account's fields. */
export function ProfileSummaryCard({ profile, displayName, fallback, onEdit, children }: ProfileSummaryCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" miw={0}>
            <Avatar
              src={profile.logo_url}
              alt={profile.logo_url ? `${displayName} logo` : undefined}
              size={64}
              radius="md"
              color="blue"
            >
              {displayName.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={2} miw={0}>
              <Title order={2} size="h4">
                {displayName}
              </Title>
              <Text size="sm" c="dimmed">
                {profile.name}
              </Text>
            </Stack>
          </Group>
          <Button leftSection={<IconEdit size={16} />} onClick={onEdit} aria-haspopup="dialog">
            Edit Profile
          </Button>
        </Group>
        {fallback && (
          <Alert color="yellow" variant="light">
            Your full profile could not be loaded just now; the details saved with your account are shown.
          </Alert>
        )}
        {profile.pending_email && (
          <Alert color="blue" variant="light">
            {PROFILE_MESSAGES.emailChangePending(profile.pending_email)}
          </Alert>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** A Profile tab while its profile loads. */
export function ProfileLoading() {
  return (
    <Center py="xl" role="status" aria-label="Loading profile">
      <Loader size="sm" />
    </Center>
  );
}

/** A Profile tab's two columns (one on a phone): the profile as saved, and what sits beside it; then its dialog. */
export function ProfileColumns({ main, side, dialog }: { main: ReactNode; side: ReactNode; dialog: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{side}</Grid.Col>
      {dialog}
    </Grid>
  );
}

export interface PlaceParts {
  city: string | null;
  state: string | null;
  zip: string | null;
}

/**
 * Where the account sits on the map, as a person reads it ("Evanston, IL 60201"): the city, state
 * and ZIP of the first address that gives a place, in the order the server places them
 * (docs/product.md, Places), or what to add when it is not placed yet.
 */
export function formatPlace(
  point: { latitude: number | null; longitude: number | null },
  addresses: PlaceParts[],
  missing: string,
): string {
  if (point.latitude === null || point.longitude === null) return missing;
  const placed = addresses.find((address) => address.city || address.zip);
  if (!placed) return 'On the map';
  const region = [placed.state, placed.zip].filter(Boolean).join(' ');
  return [placed.city, region].filter(Boolean).join(', ');
}
