import type { Item } from '@app/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { basketStorageKey, basketStore, type BasketEntry } from './basket-store';

const NO_ENTRIES: BasketEntry[] = [];

export interface Basket {
  entries: BasketEntry[];
  quantityOf: (itemId: number) => number | undefined;
  put: (item: Item, quantity: number) => boolean;
  setQuantity: (itemId: number, quantity: number) => void;
  remove: (itemId: number) => void;
  clear: () => void;
}

/** The signed-in nonprofit's request basket; empty and inert for anyone else. */
export function useBasket(userId: number | null): Basket {
  const key = userId === null ? null : basketStorageKey(userId);
  const entries = useSyncExternalStore(
    basketStore.subscribe,
    () => (key ? basketStore.get(key) : NO_ENTRIES),
    () => NO_ENTRIES,
  );
  return useMemo(
    () => ({
      entries,
      quantityOf: (itemId) => entries.find((entry) => entry.item_id === itemId)?.quantity,
      put: (item, quantity) => (key ? basketStore.put(key, item, quantity) : false),
      setQuantity: (itemId, quantity) => key && basketStore.setQuantity(key, itemId, quantity),
      remove: (itemId) => key && basketStore.remove(key, itemId),
      clear: () => key && basketStore.clear(key),
    }),
    [entries, key],
  );
}
