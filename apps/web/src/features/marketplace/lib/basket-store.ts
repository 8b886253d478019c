import { SITE_SETTINGS_DEFAULTS, type Item } from '@app/shared';

/** One line of the request basket: enough of the item to show and price it without refetching. */
export interface BasketEntry {
  item_id: number;
  title: string;
  thumbnail_url: string;
  fair_market_value: number;
  /** Quantity available when the item was added; the server checks again on submit. */
  max_quantity: number;
  quantity: number;
}

/**
 * The live max_request_batch_size is a site setting the server enforces; the
 * browser holds to its default so a basket never grows past what the server would take by default.
 */
export const MAX_BASKET_SIZE = SITE_SETTINGS_DEFAULTS.max_request_batch_size;

const EMPTY: BasketEntry[] = [];
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; entries: BasketEntry[] }>();

/** Per user, in sessionStorage: a reload keeps the basket, a new tab or sign-out starts afresh. */
export const basketStorageKey = (userId: number) => `inkind.basket.${userId}`;

function isEntry(value: unknown): value is BasketEntry {
  const entry = value as BasketEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isInteger(entry.item_id) &&
    typeof entry.title === 'string' &&
    typeof entry.fair_market_value === 'number' &&
    Number.isInteger(entry.quantity) &&
    Number.isInteger(entry.max_quantity)
  );
}

function read(key: string): BasketEntry[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.entries;
  let entries = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) entries = parsed.filter(isEntry);
  } catch {
    entries = EMPTY;
  }
  cache.set(key, { raw, entries });
  return entries;
}

function write(key: string, entries: BasketEntry[]) {
  try {
    if (entries.length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or blocked (private mode): the basket still works until the page is left.
    cache.set(key, { raw: null, entries });
  }
  listeners.forEach((listener) => listener());
}

export const clampQuantity = (quantity: number, max: number) =>
  Math.min(Math.max(1, Math.round(quantity) || 1), Math.max(1, max));

export const basketStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: read,
  /** Adds the item, or sets its quantity when it is already there. False when the basket is full. */
  put(key: string, item: Item, quantity: number): boolean {
    const entries = read(key);
    const exists = entries.some((entry) => entry.item_id === item.id);
    if (!exists && entries.length >= MAX_BASKET_SIZE) return false;
    const entry: BasketEntry = {
      item_id: item.id,
      title: item.title,
      thumbnail_url: item.thumbnail_url || item.image_url,
      fair_market_value: item.fair_market_value,
      max_quantity: item.quantity,
      quantity: clampQuantity(quantity, item.quantity),
    };
    write(key, exists ? entries.map((old) => (old.item_id === item.id ? entry : old)) : [...entries, entry]);
    return true;
  },
  setQuantity(key: string, itemId: number, quantity: number) {
    write(
      key,
      read(key).map((entry) =>
        entry.item_id === itemId ? { ...entry, quantity: clampQuantity(quantity, entry.max_quantity) } : entry,
      ),
    );
  },
  remove(key: string, itemId: number) {
    write(
      key,
      read(key).filter((entry) => entry.item_id !== itemId),
    );
  },
  clear(key: string) {
    write(key, EMPTY);
  },
};
