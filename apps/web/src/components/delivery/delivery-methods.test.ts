import { describe, expect, it } from 'vitest';
import { methodsFor } from './delivery-methods';

describe('methodsFor', () => {
  it('offers only the methods the item allows, in a fixed order', () => {
    expect(methodsFor(['electronic', 'donor_ships'])).toEqual(['shipping', 'virtual']);
    expect(methodsFor(['nonprofit_pickup'])).toEqual(['pickup']);
    expect(methodsFor([])).toEqual([]);
  });
});
