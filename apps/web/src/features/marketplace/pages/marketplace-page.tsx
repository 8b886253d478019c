import { useCurrentUser } from '../../../lib/session/use-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { AudienceCards } from '../components/audience-cards';
import { ItemsPlaceholder } from '../components/items-placeholder';
import { MarketplaceHero } from '../components/marketplace-hero';

/** Seed 000 s2 marketplace: hero, the visitors' landing cards, then the item grid (next issue). */
export function MarketplacePage() {
  usePageTitle('Marketplace');
  const { data: user, isPending } = useCurrentUser();
  const isVisitor = !isPending && !user;

  return (
    <>
      <MarketplaceHero showJoinActions={isVisitor} />
      {isVisitor && <AudienceCards />}
      <ItemsPlaceholder />
    </>
  );
}
