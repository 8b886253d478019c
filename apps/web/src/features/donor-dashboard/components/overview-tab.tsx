import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconActivity, IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmailNotice } from '../../../components/dashboard-shell/email-notice';
import { TabEmptyState } from '../../../components/dashboard-shell/tab-empty-state';

export function OverviewTab() {
  return (
    <Grid gap="lg">
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
          <TabEmptyState
            icon={<IconActivity />}
            title="No request activity yet"
            description="The five most recent requests for your items will appear here, each with the event name, fair market value and status."
          />
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
