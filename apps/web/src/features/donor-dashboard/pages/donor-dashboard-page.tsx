import { useDeferredValue } from 'react';
import type { SessionUser } from '@app/shared';
import { Stack } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconChartBar,
  IconInbox,
  IconLayoutDashboard,
  IconPackage,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { PageLoader } from '#src/components/page-loader';
import { DONOR_TOUR } from '#src/components/guided-tour/tour-steps';
import { useGuidedTour } from '#src/components/guided-tour/use-guided-tour';
import { DashboardShell, type DashboardTab } from '#src/components/dashboard-shell/dashboard-shell';
import { lazyTab } from '#src/components/dashboard-shell/lazy-tab';
import { PendingDeliveryBanner, usePendingDeliveries } from '#src/features/delivery';
import { CompactRequestTimeline } from '#src/features/requests';
import { dashboardHeadingFor } from '#src/lib/dashboard-headings';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { useDonorDashboard } from '../api/get-donor-dashboard';
import { DonorChecklist } from '../components/donor-checklist';
import { OverviewTab } from '../components/overview-tab';

const ListingsTab = lazyTab(() => import('../components/listings/listings-tab').then((module) => module.ListingsTab));
const NeedsTab = lazyTab(() => import('../components/needs/needs-tab').then((module) => module.NeedsTab));
const RequestsTab = lazyTab(() => import('../components/requests/requests-tab').then((module) => module.RequestsTab));
const ImpactTab = lazyTab(() => import('../components/impact/impact-tab').then((module) => module.ImpactTab));
const ProfileTab = lazyTab(() => import('../components/profile/profile-tab').then((module) => module.ProfileTab));

/**
 * `?tab=` accepts overview, listings, needs, requests, analytics, profile, settings while the
 * visible tabs are overview, listings, needs, requests, impact, profile; both spellings are honoured.
 */
const DONOR_TAB_ALIASES = { analytics: 'impact', settings: 'profile' } as const;

/** Route /donor-dashboard (guarded by RequireRole in the router). */
export function DonorDashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <DonorDashboard user={user} />;
}

function DonorDashboard({ user }: { user: SessionUser }) {
  // The delivery banner and the dashboard every tab shows arrive in two requests: the header and
  // tabs appear once both are in, so the banner never pushes the tab already shown down the page.
  const dashboard = useDonorDashboard(user.id);
  const loading = [dashboard, usePendingDeliveries(user.id)].some((query) => query.isPending);
  // Built in a deferred render, in slices between frames (see the nonprofit dashboard).
  const shown = useDeferredValue(!loading);
  const gettingStarted = dashboard.data?.getting_started;
  useGuidedTour(user, DONOR_TOUR, shown);

  const tabs: DashboardTab[] = [
    {
      value: 'overview',
      label: 'Overview',
      icon: <IconLayoutDashboard size={16} />,
      content: <OverviewTab donorId={user.id} />,
    },
    {
      value: 'listings',
      label: 'Listings',
      icon: <IconPackage size={16} />,
      content: <ListingsTab donorId={user.id} />,
      preload: ListingsTab.preload,
    },
    {
      value: 'needs',
      label: 'Needs',
      icon: <IconSpeakerphone size={16} />,
      content: <NeedsTab donorId={user.id} />,
      preload: NeedsTab.preload,
    },
    {
      value: 'requests',
      label: 'Requests',
      icon: <IconInbox size={16} />,
      content: <RequestsTab donorId={user.id} />,
      preload: RequestsTab.preload,
    },
    {
      value: 'impact',
      label: 'Impact',
      icon: <IconChartBar size={16} />,
      content: <ImpactTab donorId={user.id} />,
      preload: ImpactTab.preload,
    },
    {
      value: 'profile',
      label: 'Profile',
      icon: <IconBuildingSkyscraper size={16} />,
      content: <ProfileTab user={user} />,
      preload: ProfileTab.preload,
    },
  ];

  return (
    <DashboardShell
      {...dashboardHeadingFor('donor', user)}
      header={
        <Stack gap="md">
          {gettingStarted && <DonorChecklist facts={gettingStarted} />}
          <PendingDeliveryBanner
            userId={user.id}
            viewer="donor"
            renderProgress={(delivery) => <CompactRequestTimeline request={delivery} />}
          />
        </Stack>
      }
      loading={!shown}
      tabs={tabs}
      tabAliases={DONOR_TAB_ALIASES}
      tabsLabel="Donor dashboard sections"
    />
  );
}
