import { Grid, Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { lazyTab } from '#src/components/dashboard-shell/lazy-tab';
import { EmailNotice } from '#src/components/dashboard-shell/email-notice';
import { useDonorDashboard } from '../api/get-donor-dashboard';
import { ConversationsPanel } from './overview/conversations-panel';
import { ImpactSummary } from './overview/impact-summary';
import { ListItemsCall } from './overview/list-items-call';
import { OverviewStats } from './overview/overview-stats';
import { PendingRequestsBanner } from './overview/pending-requests-banner';
import { RecentRequestActivity } from './overview/recent-request-activity';
import { awaitingDecision } from '#src/lib/request-state-labels';

// The needs board's card, its words and its calls load after the overview is on screen: the dashboards'
// first load carries none of the needs board (docs/quality.md, Lighthouse).
const NeedsNearYou = lazyTab(() => import('./overview/needs-near-you').then((module) => module.NeedsNearYou));

export interface OverviewTabProps {
  donorId: number;
}

/** Figures, the pending banner, recent requests, conversations and impact at a glance. */
export function OverviewTab({ donorId }: OverviewTabProps) {
  const dashboard = useDonorDashboard(donorId);
  const requests = dashboard.data?.incoming_requests;
  const pendingCount =
    dashboard.data?.overview_stats.pending_requests ??
    requests?.filter((request) => awaitingDecision(request.state)).length ??
    0;
  return (
    <Stack gap="lg">
      <OverviewStats stats={dashboard.data?.overview_stats} loading={dashboard.isPending} />
      {pendingCount > 0 && <PendingRequestsBanner count={pendingCount} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <ListItemsCall />
            <Suspense fallback={<Skeleton h={220} radius="md" />}>
              <NeedsNearYou donorId={donorId} />
            </Suspense>
            <RecentRequestActivity requests={requests} loading={dashboard.isPending} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ConversationsPanel donorId={donorId} />
            <ImpactSummary impact={dashboard.data?.impact_data} loading={dashboard.isPending} />
            <EmailNotice events="when a nonprofit requests one of your items and when a delivery needs your attention" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
