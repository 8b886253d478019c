import type { NonprofitRequest } from '@app/shared';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TabEmptyState } from '../../../../components/dashboard-shell/tab-empty-state';
import { formatDate, formatWholeDollars } from '../../../../lib/format';
import { RequestStatusBadge } from '../../../../components/requests/request-status-badge';

export interface RecentRequestsProps {
  /** The dashboard's `recent_requests`: the five newest (seed 001 s9). */
  requests: readonly NonprofitRequest[] | undefined;
  loading: boolean;
}

/** Seed 001 s2: the overview's five most recent requests, each linking to its details. */
export function RecentRequests({ requests, loading }: RecentRequestsProps) {
  if (loading) return <Skeleton h={260} radius="md" />;
  if (!requests?.length) {
    return (
      <TabEmptyState
        icon={<IconClipboardList />}
        title="No requests yet"
        description="Your five most recent requests, with their status, will appear here once you request items from the marketplace."
      />
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-requests-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="recent-requests-title">
            Recent requests
          </Title>
          <Anchor component={Link} to="?tab=requests" size="sm" fw={600}>
            View all requests
          </Anchor>
        </Group>
        <Stack component="ul" role="list" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.map((request, index) => (
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
                  {request.item_title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {request.event_name ? `${request.event_name} · ` : ''}
                  {request.donor_company_name} · {formatDate(request.created_at)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <RequestStatusBadge status={request.status} declineReason={request.decline_reason} />
                <Text size="sm" fw={600}>
                  {formatWholeDollars(request.total_value)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
