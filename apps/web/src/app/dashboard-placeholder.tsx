import type { Role } from '@app/shared';
import { DashboardFrame, DashboardHeading, SectionLoader } from '../components/dashboard-heading/dashboard-heading';
import { dashboardHeadingFor } from '../lib/dashboard-headings';
import { useCurrentUser } from '../lib/session/use-current-user';

/**
 * Stands in for a dashboard while its code loads (its guard has the session by then): the heading
 * shows at once, in the place and words the dashboard will show, so the page's main text does not wait
 * for the dashboard's code and nothing moves when it arrives.
 */
export function DashboardPlaceholder({ role }: { role: Role }) {
  const { data: user } = useCurrentUser();
  return (
    <DashboardFrame>
      {user && <DashboardHeading {...dashboardHeadingFor(role, user)} />}
      <SectionLoader />
    </DashboardFrame>
  );
}
