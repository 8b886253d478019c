import type { Role, SessionUser } from '@app/shared';

export interface DashboardHeadingText {
  title: string;
  subtitle: string;
}

/**
 * Each dashboard's heading, known from the session alone: the app shows it while the dashboard's code
 * and data load, and the dashboard shows the same words once they are in.
 */
export function dashboardHeadingFor(role: Role, user: SessionUser): DashboardHeadingText {
  switch (role) {
    case 'donor':
      return {
        title: `Welcome, ${user.company_name ?? user.name}`,
        subtitle: 'Manage your listings, answer nonprofit requests and follow your impact.',
      };
    case 'nonprofit':
      return {
        title: `Welcome, ${user.organization_name ?? user.name}`,
        subtitle: 'Manage your events, requests, payments and organization profile.',
      };
    case 'admin':
      return {
        title: 'Admin Dashboard',
        subtitle: `Signed in as ${user.name}. Verify nonprofits and keep the marketplace running.`,
      };
  }
}
