import type { DeliveryMethod, DeliveryOption } from '@app/shared';

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

/** The item's delivery options decide which methods a nonprofit may choose (issue 5). */
const METHOD_FOR_OPTION: Record<DeliveryOption, DeliveryMethod> = {
  donor_ships: 'shipping',
  nonprofit_pickup: 'pickup',
  electronic: 'virtual',
};

/** The methods an item offers, in the fixed order shipping, pickup, virtual. */
export function methodsFor(options: readonly DeliveryOption[]): DeliveryMethod[] {
  const offered = new Set(options.map((option) => METHOD_FOR_OPTION[option]));
  return (['shipping', 'pickup', 'virtual'] as const).filter((method) => offered.has(method));
}
