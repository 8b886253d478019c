import type { Item } from '@app/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketStore, clampQuantity, MAX_BASKET_SIZE } from './basket-store';

const memory = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => memory.set(key, value),
  removeItem: (key: string) => memory.delete(key),
});

const item = (id: number, quantity = 5): Item => ({
  id,
  title: `Item ${id}`,
  description: '',
  category: 'Books',
  fair_market_value: 12.5,
  quantity,
  status: 'available',
  resale_permitted: false,
  image_url: '/a.png',
  thumbnail_url: '/a-thumb.webp',
  images: [],
  location: 'Chicago, IL',
  city: 'Chicago',
  state: 'IL',
  shipping_options: ['donor_ships'],
  donor_id: 1,
  donor_company_name: 'Acme',
  token_cost: 3,
  created_at: '2025-01-01T00:00:00Z',
});

describe('request basket', () => {
  const key = 'inkind.basket.7';
  beforeEach(() => memory.clear());

  it('adds, updates, clamps and removes, surviving a reload through sessionStorage', () => {
    expect(basketStore.put(key, item(1, 3), 10)).toBe(true);
    expect(basketStore.get(key)).toMatchObject([{ item_id: 1, quantity: 3, max_quantity: 3 }]);
    basketStore.put(key, item(1, 3), 2);
    basketStore.put(key, item(2), 1);
    expect(basketStore.get(key).map((entry) => [entry.item_id, entry.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    basketStore.setQuantity(key, 2, 0);
    expect(basketStore.get(key)[1]?.quantity).toBe(1);
    expect(JSON.parse(memory.get(key)!)).toHaveLength(2);
    basketStore.remove(key, 1);
    expect(basketStore.get(key).map((entry) => entry.item_id)).toEqual([2]);
    basketStore.clear(key);
    expect(memory.has(key)).toBe(false);
  });

  it('returns the same array while storage is unchanged (useSyncExternalStore needs it)', () => {
    basketStore.put(key, item(1), 1);
    expect(basketStore.get(key)).toBe(basketStore.get(key));
  });

  it('refuses a new item once the basket holds max_request_batch_size items', () => {
    for (let id = 1; id <= MAX_BASKET_SIZE; id += 1) expect(basketStore.put(key, item(id), 1)).toBe(true);
    expect(basketStore.put(key, item(MAX_BASKET_SIZE + 1), 1)).toBe(false);
    expect(basketStore.put(key, item(1), 2)).toBe(true);
  });

  it('ignores corrupt storage', () => {
    memory.set(key, '{not json');
    expect(basketStore.get(key)).toEqual([]);
  });

  it('clamps quantities between 1 and what is available', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(9, 4)).toBe(4);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(clampQuantity(2.6, 4)).toBe(3);
  });
});
