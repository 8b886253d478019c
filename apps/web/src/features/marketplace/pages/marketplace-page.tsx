import type { Item } from '@app/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '#src/lib/paths';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { usePageTitle } from '#src/lib/use-page-title';
import { useTokenBalance } from '#src/lib/token-balance';
import { AudienceCards } from '../components/audience-cards';
import { FeaturedItems } from '../components/featured-items';
import { MarketplaceHero } from '../components/marketplace-hero';
import { MarketplaceItems } from '../components/marketplace-items';
import { NonprofitOverlays } from '../components/nonprofit-overlays';
import { MarketplaceContext, type MarketplaceContextValue } from '../lib/marketplace-context';
import { useBasket } from '../lib/use-basket';
import { useLoginPrompt } from '../lib/use-login-prompt';
import { getViewer, requestingNonprofitId } from '../lib/viewer';

/**
 * The marketplace. At / (visitors only: signed-in users go to their dashboard) it is the landing
 * variant with the featured row and the audience cards; /marketplace is the plain marketplace for everyone.
 * Signed-in users, and everyone on a phone, came for the items: the hero shrinks to a line and search
 * and filters come first (on a phone the landing's audience cards follow the items, and the featured
 * row, the newest items the list starts with anyway, is left out).
 */
export function MarketplacePage() {
  usePageTitle('Marketplace');
  const { pathname } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const viewer = useMemo(() => getViewer(user, isPending), [user, isPending]);
  const landing = pathname === paths.home;
  const isVisitor = viewer.kind === 'visitor';
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const line = !wide || (!isVisitor && viewer.kind !== 'loading');

  const nonprofitId = requestingNonprofitId(viewer);
  const { data: balance } = useTokenBalance(viewer.kind === 'nonprofit' ? viewer.user.id : null);
  const basket = useBasket(nonprofitId);
  const promptLogin = useLoginPrompt();
  const [requestItem, setRequestItem] = useState<Item | null>(null);
  const [requestOpened, setRequestOpened] = useState(false);
  const [basketOpened, setBasketOpened] = useState(false);

  const openRequest = useCallback((item: Item) => {
    setRequestItem(item);
    setRequestOpened(true);
  }, []);
  const openBasket = useCallback(() => setBasketOpened(true), []);

  const context = useMemo<MarketplaceContextValue>(
    () => ({ viewer, balance, basket, openRequest, openBasket, promptLogin }),
    [viewer, balance, basket, openRequest, openBasket, promptLogin],
  );

  return (
    <MarketplaceContext value={context}>
      <MarketplaceHero
        joinActions={isVisitor ? 'shown' : viewer.kind === 'loading' && !line ? 'reserved' : 'none'}
        line={line}
      />
      {landing && isVisitor && wide && <FeaturedItems />}
      {landing && isVisitor && wide && <AudienceCards />}
      <MarketplaceItems showJoinButtons={!landing && wide} itemsFirst={line} />
      {landing && isVisitor && !wide && <AudienceCards />}
      {nonprofitId !== null && (
        <NonprofitOverlays
          nonprofitId={nonprofitId}
          balance={balance}
          basket={basket}
          requestItem={requestItem}
          requestOpened={requestOpened}
          onCloseRequest={() => setRequestOpened(false)}
          basketOpened={basketOpened}
          onCloseBasket={() => setBasketOpened(false)}
        />
      )}
    </MarketplaceContext>
  );
}
