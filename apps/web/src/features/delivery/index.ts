// The delivery feature: choosing how an item travels, marking it sent, pickup, and the donor's or
// nonprofit's confirmation that it arrived (the confirm-delivery page, which the router loads).
export { type PendingDelivery, usePendingDeliveries } from './api/get-pending-deliveries';
export { useSetDeliveryMethod } from './api/set-delivery-method';
export { ChooseDeliveryMethodModal } from './components/choose-delivery-method-modal';
export { DELIVERY_METHOD_LABELS } from './components/delivery-methods';
export { deliveryStatusLabel } from './components/delivery-status';
export { useCoordinatePickup } from './api/coordinate-pickup';
export { signedInConfirmPath } from './api/confirm-delivery';
export { MarkSentModal } from './components/mark-sent-modal';
export { PendingDeliveryBanner } from './components/pending-delivery-banner';
