import type { AdminItemDetails } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { changedFields, initialEditValues, statusOptions, validateEditValues } from './item-edit-values';

const item = {
  id: 7,
  title: 'Walnut Desk',
  description: 'Solid walnut.',
  category: 'Furniture',
  status: 'requested',
  fair_market_value: 120.5,
  quantity: 3,
  shipping_options: ['donor_ships', 'nonprofit_pickup'],
  updated_at: '2026-01-02T03:04:05.678Z',
} as AdminItemDetails;

describe('the admin item edit form', () => {
  it('sends only what changed, with the version loaded', () => {
    expect(changedFields(item, initialEditValues(item))).toBeNull();
    const values = {
      ...initialEditValues(item),
      quantity: 0,
      shipping_options: ['nonprofit_pickup', 'donor_ships'] as const,
    };
    expect(changedFields(item, { ...values, shipping_options: [...values.shipping_options] })).toEqual({
      quantity: 0,
      version: item.updated_at,
    });
    expect(changedFields(item, { ...initialEditValues(item), title: ' Oak Desk ', status: 'disabled' })).toEqual({
      title: 'Oak Desk',
      status: 'disabled',
      version: item.updated_at,
    });
  });

  it('refuses a negative or fractional quantity and a value with three decimals', () => {
    const values = initialEditValues(item);
    expect(validateEditValues(values)).toEqual({});
    expect(validateEditValues({ ...values, quantity: -1 })).toHaveProperty('quantity');
    expect(validateEditValues({ ...values, quantity: 1.5 })).toHaveProperty('quantity');
    expect(validateEditValues({ ...values, fair_market_value: 1.005 })).toHaveProperty('fair_market_value');
    expect(validateEditValues({ ...values, shipping_options: [] })).toHaveProperty('shipping_options');
  });

  it('offers listing, disabling and review, never rejecting', () => {
    expect(statusOptions('requested').map((option) => option.value)).toEqual([
      'requested',
      'available',
      'disabled',
      'pending_review',
    ]);
    expect(statusOptions('available').map((option) => option.value)).not.toContain('rejected');
  });
});
