import type { DeliveryMethod } from '@app/shared';

export { DELIVERY_METHOD_LABELS } from '#src/lib/request-state-labels';

export const DELIVERY_METHOD_DESCRIPTIONS: Record<DeliveryMethod, string> = {
  shipping: 'The donor ships the item to your shipping address. A logistics fee is added to the invoice.',
  pickup: 'You collect the item from the donor. The pickup address and both contacts are emailed to you and the donor.',
  virtual: 'The item is delivered electronically (codes, licences or downloads).',
};
