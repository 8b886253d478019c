import type { DonorRequest } from '@app/shared';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TabEmptyState } from '../../../../components/dashboard-shell/tab-empty-state';
import { formatDate, formatWholeDollars } from '../../../../lib/format';
import { RequestStatusBadge } from '../../../../components/requests/request-status-badge';

/** Seed 001 s9: the overview shows the five most recent requests. */
const RECENT_COUNT = 5;

export interface RecentRequestActivityProps {
  requests: readonly DonorRequest[] | undefined;
  loading: boolean;
}

function newestFirst(a: DonorRequest, b: DonorRequest): number {
  return new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id;
}

/** Seed 001 s2: Recent Request Activity, each with event name, fair market value and status. */
export function RecentRequestActivity({ requests, loading }: RecentRequestActivityProps) {
  if (loading) return <Skeleton h={260} radius="md" />;
  if (!requests?.length) {
    return (
      <TabEmptyState
        icon={<IconActivity />}
        title="No request activity yet"
        description="The five most recent requests for your items will appear here, each with the event name, fair market value and status."
      />
    );
  }
  const recent = [...requests].sort(newestFirst).slice(0, RECENT_COUNT);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-request-activity">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="recent-request-activity">
            Recent Request Activity
          </Title>
          <Anchor component={Link} to="?tab=requests" size="sm" fw={600}>
            View all requests
          </Anchor>
        </Group>
        <Stack component="ul" role="list" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {recent.map((request, index) => (
            <Group
              component="li"
              key={request.id}
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Stack gap={2} miw={0}>
                <Anchor
                  component={Link}
                  to={`?tab=requests&request=${request.id}`}
                  fw={600}
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {request.event_name ?? request.item_title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {request.event_name ? `${request.item_title} · ` : ''}
                  {request.nonprofit_name} · {formatDate(request.created_at)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <RequestStatusBadge status={request.status} declineReason={request.decline_reason} />
                <Text size="sm" fw={600}>
                  {formatWholeDollars(request.fair_market_value)}
                  {request.quantity_requested > 1 && (
                    <Text component="span" size="xs" c="dimmed" fw={400}>
                      {' '}
                      × {request.quantity_requested}
                    </Text>
                  )}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
