import 'mantine-datatable/styles.layer.css';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DashboardShell, type DashboardTab } from '#src/components/dashboard-shell/dashboard-shell';
import { dashboardHeadingFor } from '#src/lib/dashboard-headings';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { ADMIN_TABS } from '../components/admin-tabs';
import { ComingSoonPanel } from '../components/coming-soon-panel';

/** Each tab's code loads when the tab opens (or is about to: pointer or focus on it). */
const load = {
  overview: () => import('../components/overview/overview-tab').then((m) => ({ default: m.OverviewTab })),
  analytics: () => import('../components/analytics/analytics-tab').then((m) => ({ default: m.AnalyticsTab })),
  users: () => import('../components/users/users-tab').then((m) => ({ default: m.UsersTab })),
  items: () => import('../components/items/items-tab').then((m) => ({ default: m.ItemsTab })),
  requests: () => import('../components/requests/requests-tab').then((m) => ({ default: m.RequestsTab })),
  delivery: () => import('../components/delivery/delivery-tab').then((m) => ({ default: m.DeliveryTab })),
  emails: () => import('../components/emails/emails-tab').then((m) => ({ default: m.EmailsTab })),
  location: () => import('../components/location/location-tab').then((m) => ({ default: m.LocationTab })),
  payments: () => import('../components/payments/payments-tab').then((m) => ({ default: m.PaymentsTab })),
  tokens: () => import('../components/tokens/tokens-tab').then((m) => ({ default: m.TokensTab })),
  notifications: () => import('../components/messages/messages-tab').then((m) => ({ default: m.MessagesTab })),
  settings: () => import('../components/settings/settings-tab').then((m) => ({ default: m.SettingsTab })),
  audit: () => import('../components/audit/audit-tab').then((m) => ({ default: m.AuditTab })),
  irs: () => import('../components/irs/irs-tab').then((m) => ({ default: m.IrsTab })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

const panels = Object.fromEntries(Object.entries(load).map(([tab, loader]) => [tab, lazy(loader)])) as Record<
  keyof typeof load,
  LazyExoticComponent<ComponentType>
>;

const isBuilt = (tab: string): tab is keyof typeof load => tab in load;

/** Route /admin-dashboard (guarded by RequireRole in the router). */
export function AdminDashboardPage() {
  const { data: user } = useCurrentUser();

  const tabs: DashboardTab[] = ADMIN_TABS.map((tab) => {
    if (!isBuilt(tab.value)) {
      return {
        value: tab.value,
        label: tab.label,
        icon: tab.icon(16),
        content: <ComingSoonPanel icon={tab.icon(28)} description={tab.description} />,
      };
    }
    const Panel = panels[tab.value];
    return { value: tab.value, label: tab.label, icon: tab.icon(16), content: <Panel />, preload: load[tab.value] };
  });

  return (
    <DashboardShell
      title="Admin Dashboard"
      subtitle={user ? dashboardHeadingFor('admin', user).subtitle : undefined}
      tabs={tabs}
      tabsLabel="Admin dashboard sections"
      tabOwnsParams
    />
  );
}
