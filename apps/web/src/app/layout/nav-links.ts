import { DASHBOARD_PATH, type SessionUser } from '@app/shared';
import { paths } from '../../lib/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The page links of the header, shared by the desktop bar and the mobile drawer. */
export function getNavLinks(user: SessionUser | null | undefined): NavLinkItem[] {
  // Signed-in users are sent from / to their dashboard, so their Marketplace link points at /marketplace.
  const links: NavLinkItem[] = [{ label: 'Marketplace', to: user ? paths.marketplace : paths.home }];
  if (user) links.push({ label: 'Dashboard', to: DASHBOARD_PATH[user.role] });
  links.push({ label: 'About', to: paths.about });
  return links;
}
