import { describe, expect, it } from 'vitest';
import { ITEMS_TOTAL_CAP, itemsTotalLabel } from './items-total';

describe('itemsTotalLabel', () => {
  it('counts exactly below the cap, with the right plural', () => {
    expect(itemsTotalLabel(0, false)).toBe('Showing 0 items');
    expect(itemsTotalLabel(1, false)).toBe('Showing 1 item');
    expect(itemsTotalLabel(999, false)).toBe('Showing 999 items');
  });

  it('says the cap is a lower bound when there are more matches', () => {
    expect(itemsTotalLabel(ITEMS_TOTAL_CAP, true)).toBe('Showing 1,000+ items');
  });
});
