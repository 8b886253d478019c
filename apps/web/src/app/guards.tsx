import { DASHBOARD_PATH, type Role } from '@app/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../lib/session/use-current-user';
import { PageLoader } from '../components/page-loader';
import { paths } from '../lib/paths';

export interface RequireRoleProps {
  roles: Role[];
  children: ReactNode;
}

/** No user goes to /login; a wrong role goes to /. The server enforces the same. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  if (!roles.includes(user.role)) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}

export interface HomeRedirectProps {
  children: ReactNode;
}

/** Logged-in users at / go to their own dashboard. */
export function HomeRedirect({ children }: HomeRedirectProps) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (user) return <Navigate to={DASHBOARD_PATH[user.role]} replace />;
  return <>{children}</>;
}
