import { describe, expect, it } from 'vitest';
import { isListedItem } from './marketplace-constants';

describe('isListedItem', () => {
  const item = { status: 'available', quantity: 2, heldForNonprofitId: null };

  it('lists an available item with something left, and requested, approved or completed ones', () => {
    expect(isListedItem(item)).toBe(true);
    for (const status of ['requested', 'approved', 'completed']) {
      expect(isListedItem({ ...item, status, quantity: 0 })).toBe(true);
    }
  });

  it('hides an available item with nothing left, a held one, and disabled, pending or rejected ones', () => {
    expect(isListedItem({ ...item, quantity: 0 })).toBe(false);
    expect(isListedItem({ ...item, heldForNonprofitId: 7 })).toBe(false);
    for (const status of ['disabled', 'pending_review', 'rejected']) {
      expect(isListedItem({ ...item, status })).toBe(false);
    }
  });
});
