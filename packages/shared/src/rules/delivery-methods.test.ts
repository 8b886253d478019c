import { describe, expect, it } from 'vitest';
import { deliveryMethodsOffered } from '../marketplace-constants';

describe('deliveryMethodsOffered', () => {
  it('offers only the methods the item allows, in a fixed order', () => {
    expect(deliveryMethodsOffered(['electronic', 'donor_ships'])).toEqual(['shipping', 'virtual']);
    expect(deliveryMethodsOffered(['nonprofit_pickup'])).toEqual(['pickup']);
    expect(deliveryMethodsOffered([])).toEqual([]);
  });
});
