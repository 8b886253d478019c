import type { Item, TokenBalance } from '@app/shared';
import { Suspense, useEffect } from 'react';
import type { Basket } from '../lib/use-basket';
import { LazyBasketDrawer, LazyRequestDialog, loadBasketDrawer, loadRequestDialog } from './lazy-overlays';

export interface NonprofitOverlaysProps {
  nonprofitId: number;
  balance: TokenBalance | undefined;
  basket: Basket;
  requestItem: Item | null;
  requestOpened: boolean;
  onCloseRequest: () => void;
  basketOpened: boolean;
  onCloseBasket: () => void;
}

/**
 * The request dialog and the basket drawer. Their code is fetched while the nonprofit browses; each
 * mounts closed at its first open and opens on the next render (lazyWhenOpened), so closing returns
 * focus to the button that opened it.
 */
export function NonprofitOverlays({
  nonprofitId,
  balance,
  basket,
  requestItem,
  requestOpened,
  onCloseRequest,
  basketOpened,
  onCloseBasket,
}: NonprofitOverlaysProps) {
  useEffect(() => {
    // Fetch the code while the nonprofit browses, so the first click opens at once.
    void loadRequestDialog();
    void loadBasketDrawer();
  }, []);

  return (
    <Suspense fallback={null}>
      <LazyRequestDialog
        item={requestItem}
        opened={requestOpened}
        onClose={onCloseRequest}
        nonprofitId={nonprofitId}
        balance={balance}
      />
      <LazyBasketDrawer
        opened={basketOpened}
        onClose={onCloseBasket}
        nonprofitId={nonprofitId}
        balance={balance}
        basket={basket}
      />
    </Suspense>
  );
}
