import { DELIVERY_METHODS, DELIVERY_OPTION_FOR_METHOD, type DeliveryMethod, type DeliveryOption } from '@app/shared';

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

/** The methods an item's delivery options allow (issue 5), in the fixed order shipping, pickup, virtual. */
export function methodsFor(options: readonly DeliveryOption[]): DeliveryMethod[] {
  return DELIVERY_METHODS.filter((method) => options.includes(DELIVERY_OPTION_FOR_METHOD[method]));
}
