import type { DeliveryMethod } from '@app/shared';

export const METHOD_LABELS: Record<DeliveryMethod, string> = {
  shipping: 'Shipping',
  pickup: 'Pickup',
  virtual: 'Virtual delivery',
};

/** The delivery API's own sentences; the confirmation page's messages live in DELIVERY_MESSAGES. */
export const DELIVERY_REFUSALS = {
  notFound: 'Request not found.',
  notOwnRequest: 'You can only arrange delivery for your own requests.',
  notItemDonor: 'Only the donor who listed the item can mark it sent.',
  notOwnConfirmation: 'Only the nonprofit that requested this item can confirm its delivery.',
  notApproved: 'Delivery can be arranged only for approved requests.',
  methodNotOffered: (method: DeliveryMethod, offered: DeliveryMethod[]) =>
    offered.length === 0
      ? `The donor offers no delivery method for this item, so ${METHOD_LABELS[method].toLowerCase()} cannot be chosen.`
      : `The donor does not offer ${METHOD_LABELS[method].toLowerCase()} for this item. Please choose ${offered
          .map((option) => METHOD_LABELS[option].toLowerCase())
          .join(' or ')}.`,
  methodAfterSent: 'The item has already been sent, so its delivery method can no longer change.',
  methodWhilePaying:
    'A payment for this request is under way, so its delivery method cannot change right now. Please finish the payment or try again in a few minutes.',
  methodChangesPaidAmount:
    'The invoice for this request is already paid, so the delivery method can no longer change between shipping and the other methods.',
  notPickup: 'Pickup can be coordinated only after pickup is chosen as the delivery method.',
  notPaid: 'The nonprofit has not paid the invoice for this request yet.',
  sentWithoutMethod:
    'The nonprofit has not chosen a delivery method for this request yet, so it cannot be marked as sent.',
  pickupNotPaid:
    'Pickup details are shared once the invoice for this request is paid. Please pay the invoice first: the pickup address and contacts are then emailed to you and the donor.',
  confirmNotPaid:
    'The invoice for this request has not been paid yet, so its delivery cannot be confirmed. Please pay the invoice first.',
  alreadySent: 'This item is already marked as sent.',
  alreadyReceived: 'This delivery was already confirmed as received.',
  userNotFound: 'User not found.',
} as const;

export const DELIVERY_OUTCOMES = {
  methodSet: (method: DeliveryMethod) => `Delivery method set to ${METHOD_LABELS[method]}.`,
  pickupCoordinated: 'Pickup details were emailed to you and the donor.',
  markedSent: 'Item marked as sent. The nonprofit has been asked to confirm delivery.',
} as const;

/** Lines the chat shows as system messages. */
export const SYSTEM_MESSAGES = {
  methodSet: (method: DeliveryMethod) => `Delivery method set to ${METHOD_LABELS[method]}`,
  pickupCoordinated: 'Pickup details (address and contacts) were emailed to both the donor and the nonprofit.',
  sent: (trackingNumber: string | null) =>
    trackingNumber
      ? `The donor marked the item as sent. Tracking number: ${trackingNumber}`
      : 'The donor marked the item as sent.',
  received: 'The nonprofit confirmed that the item was received. Delivery complete.',
  receivedByAdmin: 'An admin confirmed that the item was received. Delivery complete.',
  notReceived: 'The nonprofit reported that the item has not been received yet.',
} as const;
