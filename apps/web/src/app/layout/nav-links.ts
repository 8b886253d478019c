import { DASHBOARD_PATH, type SessionUser } from '@app/shared';
import { paths } from '#src/lib/paths';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Other paths on which the link stands for the page shown. */
  alsoCurrentOn?: string[];
}

/** The page links of the header, shared by the desktop bar and the mobile drawer. */
export function getNavLinks(user: SessionUser | null | undefined): NavLinkItem[] {
  // Signed-in users are sent from / to their dashboard, so their Marketplace link points at /marketplace.
  // Either way both paths show the marketplace, so the link is the current page on both.
  const links: NavLinkItem[] = [
    { label: 'Marketplace', to: user ? paths.marketplace : paths.home, alsoCurrentOn: [paths.home, paths.marketplace] },
  ];
  if (user) links.push({ label: 'Dashboard', to: DASHBOARD_PATH[user.role] });
  links.push({ label: 'About', to: paths.about });
  return links;
}

/** Whether the link stands for the page at `pathname` (shown highlighted, with aria-current="page"). */
export function isCurrentPage(link: NavLinkItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === link.to || (link.alsoCurrentOn ?? []).includes(path);
}
