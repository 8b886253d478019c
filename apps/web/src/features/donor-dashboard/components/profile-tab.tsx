import type { SessionUser } from '@app/shared';
import { Card, Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { InfoField } from '../../../components/dashboard-shell/info-field';
import { TabEmptyState } from '../../../components/dashboard-shell/tab-empty-state';

export interface ProfileTabProps {
  user: SessionUser;
}

export function ProfileTab({ user }: ProfileTabProps) {
  const location = [user.city, user.state].filter(Boolean).join(', ');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Account
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <InfoField label="Company">{user.company_name ?? 'Not set'}</InfoField>
            <InfoField label="Contact name">{user.name}</InfoField>
            <InfoField label="Email">{user.email}</InfoField>
            <InfoField label="Location">{location || 'Not set'}</InfoField>
          </SimpleGrid>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <TabEmptyState
            icon={<IconBuildingSkyscraper />}
            title="Company profile"
            description="Your company details (phone, website, logo, giving preferences, donor scope and pickup address) and an Edit Profile form will appear here."
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
