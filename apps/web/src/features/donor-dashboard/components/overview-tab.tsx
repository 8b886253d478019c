import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmailNotice } from '../../../components/dashboard-shell/email-notice';
import { TabEmptyState } from '../../../components/dashboard-shell/tab-empty-state';
import { useDonorDashboard } from '../api/get-donor-dashboard';
import { PendingRequestsBanner } from './overview/pending-requests-banner';
import { RecentRequestActivity } from './overview/recent-request-activity';

export interface OverviewTabProps {
  donorId: number;
}

export function OverviewTab({ donorId }: OverviewTabProps) {
  const dashboard = useDonorDashboard(donorId);
  const requests = dashboard.data?.incoming_requests;
  const pendingCount =
    dashboard.data?.overview_stats.pending_requests ??
    requests?.filter((request) => request.status === 'pending').length ??
    0;
  return (
    <Grid gap="lg">
      {pendingCount > 0 && (
        <Grid.Col span={12}>
          <PendingRequestsBanner count={pendingCount} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Turn surplus into impact
              </Title>
              <Text size="sm" c="dimmed">
                List equipment, supplies or products you no longer need. Verified nonprofits request them for their
                events and programs, and you decide who receives them.
              </Text>
              <Group>
                <Button component={Link} to="?tab=listings" leftSection={<IconPlus size={18} />}>
                  List your items
                </Button>
              </Group>
            </Stack>
          </Card>
          <RecentRequestActivity requests={requests} loading={dashboard.isPending} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <EmailNotice events="when a nonprofit requests one of your items and when a delivery needs your attention" />
          <TabEmptyState
            icon={<IconHeartHandshake />}
            title="Your impact"
            description="Items donated, nonprofits helped and the total value you have given will be summed up here."
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
