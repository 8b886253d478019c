import type { RequestState, RequestTimeline as Timeline } from '@app/shared';
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequestStateBadge } from './request-status-badge';
import { CompactRequestTimeline } from './request-timeline';
import classes from './recent-requests-panel.module.css';

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

/**
 * One recent request; its link opens the request's details on the Requests tab. Laid out with a CSS
 * module rather than Mantine's Group, Stack and Text: the overview shows five of these at once
 * (docs/quality.md, Lighthouse).
 */
export function RecentRequestRow({ request, first, heading, detail, value }: RecentRequestRowProps) {
  return (
    <li className={classes.row} data-first={first || undefined}>
      <div className={classes.main}>
        <Anchor
          component={Link}
          to={`?tab=requests&request=${request.id}`}
          fw={600}
          size="sm"
          className={classes.heading}
        >
          {heading}
        </Anchor>
        <span className={classes.detail}>{detail}</span>
        <CompactRequestTimeline request={request} />
      </div>
      <div className={classes.side}>
        <RequestStateBadge state={request.state} />
        <span className={classes.value}>{value}</span>
      </div>
    </li>
  );
}
