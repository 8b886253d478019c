import { Button } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DashboardShell, type DashboardTab } from '#src/components/dashboard-shell/dashboard-shell';
import { dashboardHeadingFor } from '#src/lib/dashboard-headings';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { ADMIN_TABS } from '../components/admin-tabs';
import { ComingSoonPanel } from '../components/coming-soon-panel';

const UsersTab = lazy(async () => ({ default: (await import('../components/users/users-tab')).UsersTab }));

/** Route /admin-dashboard (guarded by RequireRole in the router). */
export function AdminDashboardPage() {
  const { data: user } = useCurrentUser();

  const tabs: DashboardTab[] = ADMIN_TABS.map((tab) => ({
    value: tab.value,
    label: tab.label,
    icon: tab.icon(16),
    content:
      tab.value === 'users' ? (
        <UsersTab />
      ) : (
        <ComingSoonPanel
          icon={tab.icon(28)}
          description={tab.description}
          actions={
            tab.value === 'overview' && (
              <Button component={Link} to="?tab=users" leftSection={<IconUsers size={18} />}>
                Review users and pending nonprofits
              </Button>
            )
          }
        />
      ),
  }));

  return (
    <DashboardShell
      title="Admin Dashboard"
      subtitle={user ? dashboardHeadingFor('admin', user).subtitle : undefined}
      tabs={tabs}
      tabsLabel="Admin dashboard sections"
    />
  );
}
