import type { SessionUser } from '@app/shared';
import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { EmailNotice } from '#src/components/dashboard-shell/email-notice';
import { useRevealedCount } from '#src/components/use-revealed-count';
import { useNonprofitDashboard } from '../api/get-nonprofit-dashboard';
import { ImpactSummary } from './overview/impact-summary';
import { RecentRequests } from './overview/recent-requests';
import { SectionBGiftsCard } from './tax-forms/section-b-gifts-card';
import { VerificationDocumentsCard } from './verification-documents-card';

export interface OverviewTabProps {
  user: SessionUser;
}

export function OverviewTab({ user }: OverviewTabProps) {
  const dashboard = useNonprofitDashboard(user.id);
  const canRequest = user.approval_status === 'approved';
  // The cards below the first one appear one per frame, in this order (docs/quality.md, Lighthouse).
  const revealed = useRevealedCount(3);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Find items for your next event
              </Title>
              <Text size="sm" c="dimmed">
                {canRequest
                  ? 'Browse surplus items from corporate donors and request what your organization needs.'
                  : 'Browse surplus items from corporate donors now; you can request them once your account is approved.'}
              </Text>
              <Group>
                <Button component={Link} to={paths.marketplace} leftSection={<IconBuildingStore size={18} />}>
                  Browse the Marketplace
                </Button>
              </Group>
            </Stack>
          </Card>
          <EmailNotice events="when a donor answers a request, when an invoice is due and when a delivery is on its way" />
          <RecentRequests requests={dashboard.data?.recent_requests} loading={dashboard.isPending || revealed < 1} />
          {canRequest && revealed >= 3 && <SectionBGiftsCard nonprofitId={user.id} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        {revealed >= 2 && (
          <Stack gap="lg">
            {/* Before approval the header has no stat cards: the tour's figures step shows this card instead. */}
            <div data-tour={canRequest ? undefined : 'impact'}>
              <ImpactSummary nonprofitId={user.id} />
            </div>
            <VerificationDocumentsCard taxExemptDocUrl={user.tax_exempt_doc_url} />
          </Stack>
        )}
      </Grid.Col>
    </Grid>
  );
}
