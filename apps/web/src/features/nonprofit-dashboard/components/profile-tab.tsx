import type { SessionUser } from '@app/shared';
import { Badge, Card, Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { STATUS_COLORS } from '../../../config/theme';
import { InfoField } from '../../../components/dashboard-shell/info-field';
import { TabEmptyState } from '../../../components/dashboard-shell/tab-empty-state';
import { VerificationDocumentsCard } from './verification-documents-card';

export interface ProfileTabProps {
  user: SessionUser;
}

export function ProfileTab({ user }: ProfileTabProps) {
  const location = [user.city, user.state].filter(Boolean).join(', ');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="md">
              Account
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <InfoField label="Organization">{user.organization_name ?? 'Not set'}</InfoField>
              <InfoField label="Contact name">{user.name}</InfoField>
              <InfoField label="Email">{user.email}</InfoField>
              <InfoField label="Location">{location || 'Not set'}</InfoField>
              <InfoField label="Approval status">
                <Badge component="span" color={STATUS_COLORS[user.approval_status]} variant="light" tt="capitalize">
                  {user.approval_status}
                </Badge>
              </InfoField>
            </SimpleGrid>
          </Card>
          <TabEmptyState
            icon={<IconUserCircle />}
            title="Organization profile"
            description="Your full profile (EIN, mission statement, service areas, phone, website and shipping address) and an Edit Profile form will appear here."
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <VerificationDocumentsCard taxExemptDocUrl={user.tax_exempt_doc_url} />
      </Grid.Col>
    </Grid>
  );
}
