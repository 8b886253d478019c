import { describe, expect, it } from 'vitest';
import { deliveryStatusLabel } from './delivery-status';

describe('deliveryStatusLabel', () => {
  it('names shipped and received items', () => {
    expect(deliveryStatusLabel({ delivery_status: 'shipped', delivery_method: 'shipping' })).toBe('Item Sent');
    expect(deliveryStatusLabel({ delivery_status: 'received', delivery_method: 'pickup' })).toBe('Item Received');
  });

  it('falls back to the chosen method, then Pending', () => {
    expect(deliveryStatusLabel({ delivery_status: 'pending', delivery_method: 'pickup' })).toBe('Pickup');
    expect(deliveryStatusLabel({ delivery_status: null, delivery_method: null })).toBe('Pending');
  });
});
