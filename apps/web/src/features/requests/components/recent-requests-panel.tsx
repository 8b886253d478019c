import type { RequestState, RequestTimeline as Timeline } from '@app/shared';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequestStateBadge } from './request-status-badge';
import { CompactRequestTimeline } from './request-timeline';

export interface RecentRequestsPanelProps {
  title: string;
  /** The heading's id, which labels the section. */
  titleId: string;
  /** RecentRequestRow elements. */
  children: ReactNode;
}

/** The overview card listing a few recent requests, with a link to the full Requests tab. */
export function RecentRequestsPanel({ title, titleId, children }: RecentRequestsPanelProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Anchor component={Link} to="?tab=requests" size="sm" fw={600}>
            View all requests
          </Anchor>
        </Group>
        <Stack component="ul" role="list" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      </Stack>
    </Card>
  );
}

export interface RecentRequestRowProps {
  request: {
    id: number;
    item_title: string;
    state: RequestState;
    timeline: Timeline;
    delivery_method?: string | null;
  };
  /** Rows after the first get a divider above them. */
  first: boolean;
  /** The link text; each dashboard leads with what its users recognise first. */
  heading: string;
  /** The dimmed line under the link. */
  detail: ReactNode;
  /** The money shown under the status badge. */
  value: ReactNode;
}

/** One recent request; its link opens the request's details on the Requests tab. */
export function RecentRequestRow({ request, first, heading, detail, value }: RecentRequestRowProps) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={`?tab=requests&request=${request.id}`}
          fw={600}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {heading}
        </Anchor>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
        <CompactRequestTimeline request={request} />
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <RequestStateBadge state={request.state} />
        <Text size="sm" fw={600}>
          {value}
        </Text>
      </Stack>
    </Group>
  );
}
