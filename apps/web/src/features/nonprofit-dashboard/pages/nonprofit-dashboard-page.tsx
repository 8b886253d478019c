import { useDeferredValue } from 'react';
import { nonprofitChecklist, type SessionUser } from '@app/shared';
import {
  IconCalendarEvent,
  IconClipboardList,
  IconCreditCard,
  IconLayoutDashboard,
  IconSpeakerphone,
  IconUserCircle,
} from '@tabler/icons-react';
import { NonprofitChecklist } from '#src/components/getting-started/nonprofit-checklist';
import { PageLoader } from '#src/components/page-loader';
import { NONPROFIT_TOUR } from '#src/components/guided-tour/tour-steps';
import { useGuidedTour } from '#src/components/guided-tour/use-guided-tour';
import { DashboardShell, type DashboardTab } from '#src/components/dashboard-shell/dashboard-shell';
import { lazyTab } from '#src/components/dashboard-shell/lazy-tab';
import { PendingDeliveryBanner, usePendingDeliveries } from '#src/features/delivery';
import { CompactRequestTimeline } from '#src/features/requests';
import { dashboardHeadingFor } from '#src/lib/dashboard-headings';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { useTokenBalance } from '#src/lib/token-balance';
import { useNonprofitDashboard } from '../api/get-nonprofit-dashboard';
import { ApprovalStatusAlert } from '../components/approval-status-alert';
import { IrsHoldAlert } from '../components/irs-hold-alert';
import { DashboardHeader } from '../components/header/dashboard-header';
import { useOpenTokenStoreParam } from '../components/header/use-open-token-store-param';
import { OverviewTab } from '../components/overview-tab';

const EventsTab = lazyTab(() => import('../components/events/events-tab').then((module) => module.EventsTab));
const NeedsTab = lazyTab(() => import('../components/needs/needs-tab').then((module) => module.NeedsTab));
const RequestsTab = lazyTab(() => import('../components/requests/requests-tab').then((module) => module.RequestsTab));
const PaymentsTab = lazyTab(() => import('../components/payments/payments-tab').then((module) => module.PaymentsTab));
const ProfileTab = lazyTab(() => import('../components/profile/profile-tab').then((module) => module.ProfileTab));

/** Route /nonprofit-dashboard (guarded by RequireRole in the router). */
export function NonprofitDashboardPage() {
  const { data: user } = useCurrentUser();
  useOpenTokenStoreParam();
  if (!user) return <PageLoader />;
  return <NonprofitDashboard user={user} />;
}

function NonprofitDashboard({ user }: { user: SessionUser }) {
  // Asked for here, all at once, so that the header and tabs appear together once all three are in.
  const dashboard = useNonprofitDashboard(user.id);
  const loading = [dashboard, useTokenBalance(user.id), usePendingDeliveries(user.id)].some((query) => query.isPending);
  // The whole dashboard appears in a deferred render, which React does in slices between frames: the
  // last answer's own render (never a transition) would otherwise build it in one long task
  // (docs/quality.md, Lighthouse).
  const shown = useDeferredValue(!loading);
  // Before approval the header holds only the approval banner and the checklist: no figures, no balance.
  const approved = user.approval_status === 'approved';
  useGuidedTour(user, NONPROFIT_TOUR, shown);
  const gettingStarted = dashboard.data?.getting_started;
  const showChecklist = gettingStarted !== undefined && !nonprofitChecklist(gettingStarted).complete;

  const tabs: DashboardTab[] = [
    {
      value: 'overview',
      label: 'Overview',
      icon: <IconLayoutDashboard size={16} />,
      content: <OverviewTab user={user} />,
    },
    {
      value: 'events',
      label: 'Events',
      icon: <IconCalendarEvent size={16} />,
      content: <EventsTab nonprofitId={user.id} />,
      preload: EventsTab.preload,
    },
    {
      value: 'needs',
      label: 'Needs',
      icon: <IconSpeakerphone size={16} />,
      content: <NeedsTab nonprofitId={user.id} />,
      preload: NeedsTab.preload,
    },
    {
      value: 'requests',
      label: 'Requests',
      icon: <IconClipboardList size={16} />,
      content: <RequestsTab nonprofitId={user.id} />,
      preload: RequestsTab.preload,
    },
    {
      value: 'payments',
      label: 'Payments',
      icon: <IconCreditCard size={16} />,
      content: <PaymentsTab nonprofitId={user.id} />,
      preload: PaymentsTab.preload,
    },
    {
      value: 'profile',
      label: 'Profile',
      icon: <IconUserCircle size={16} />,
      content: <ProfileTab user={user} />,
      preload: ProfileTab.preload,
    },
  ];

  return (
    <DashboardShell
      {...dashboardHeadingFor('nonprofit', user)}
      header={
        <DashboardHeader nonprofitId={user.id} withFigures={approved}>
          <ApprovalStatusAlert status={user.approval_status} />
          {showChecklist && (
            <NonprofitChecklist facts={gettingStarted} organizationName={user.organization_name ?? user.name} />
          )}
          <IrsHoldAlert hold={dashboard.data?.irs_hold} />
          <PendingDeliveryBanner
            userId={user.id}
            viewer="nonprofit"
            renderProgress={(delivery) => <CompactRequestTimeline request={delivery} />}
          />
        </DashboardHeader>
      }
      loading={!shown}
      tabs={tabs}
      tabsLabel="Nonprofit dashboard sections"
    />
  );
}
