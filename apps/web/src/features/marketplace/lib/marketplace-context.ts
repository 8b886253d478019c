import type { Item, TokenBalance } from '@app/shared';
import { createContext, useContext } from 'react';
import type { Basket } from './use-basket';
import type { Viewer } from './viewer';

/** What every item card needs to know about the viewer, and the page-level dialogs it can open. */
export interface MarketplaceContextValue {
  viewer: Viewer;
  /** The nonprofit's balance; undefined while loading, for other viewers, or when the call failed. */
  balance: TokenBalance | undefined;
  basket: Basket;
  openRequest: (item: Item) => void;
  openBasket: () => void;
  /** Visitors who try to request: a toast with a way to log in. */
  promptLogin: () => void;
}

export const MarketplaceContext = createContext<MarketplaceContextValue | null>(null);

export function useMarketplace(): MarketplaceContextValue {
  const value = useContext(MarketplaceContext);
  if (!value) throw new Error('useMarketplace must be used inside the marketplace page');
  return value;
}
