import type { SessionUser } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { getNavLinks, isCurrentPage } from './nav-links';

const marketplaceLink = (user: SessionUser | null) => getNavLinks(user).find((link) => link.label === 'Marketplace')!;

describe('the header links', () => {
  it('mark Marketplace as the current page on / and on /marketplace, for visitors and signed-in users', () => {
    const nonprofit = { id: 1, role: 'nonprofit' } as SessionUser;
    for (const user of [null, nonprofit]) {
      expect(isCurrentPage(marketplaceLink(user), '/')).toBe(true);
      expect(isCurrentPage(marketplaceLink(user), '/marketplace')).toBe(true);
      expect(isCurrentPage(marketplaceLink(user), '/marketplace/')).toBe(true);
      expect(isCurrentPage(marketplaceLink(user), '/about')).toBe(false);
    }
  });

  it('mark a dashboard link only on its dashboard', () => {
    const dashboard = getNavLinks({ id: 2, role: 'donor' } as SessionUser).find((link) => link.label === 'Dashboard')!;
    expect(isCurrentPage(dashboard, '/donor-dashboard')).toBe(true);
    expect(isCurrentPage(dashboard, '/marketplace')).toBe(false);
  });
});
