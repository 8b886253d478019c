import type { DeliveryMethod } from '@app/shared';

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  shipping: 'Shipping',
  pickup: 'Pickup',
  virtual: 'Virtual',
};

export const DELIVERY_METHOD_DESCRIPTIONS: Record<DeliveryMethod, string> = {
  shipping: 'The donor ships the item to your shipping address. A logistics fee is added to the invoice.',
  pickup: 'You collect the item from the donor. The pickup address and both contacts are emailed to you and the donor.',
  virtual: 'The item is delivered electronically (codes, licences or downloads).',
};
