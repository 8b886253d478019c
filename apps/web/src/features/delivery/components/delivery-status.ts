import type { DeliveryMethod, NonprofitRequest } from '@app/shared';
import { DELIVERY_METHOD_LABELS } from './delivery-methods';

/**
 * docs/product.md, Dashboards and admin: on approved requests, shipped shows as Item Sent, received as Item Received,
 * otherwise the chosen delivery method, or Pending before one is chosen. `delivered` (an admin
 * value) reads as received.
 */
export function deliveryStatusLabel(request: {
  delivery_status: string | null;
  delivery_method: string | null;
}): string {
  if (request.delivery_status === 'shipped') return 'Item Sent';
  if (request.delivery_status === 'received' || request.delivery_status === 'delivered') return 'Item Received';
  if (request.delivery_method)
    return DELIVERY_METHOD_LABELS[request.delivery_method as DeliveryMethod] ?? request.delivery_method;
  return 'Pending';
}

/** Delivery matters once a request is approved; a completed one shows it only when it is recorded. */
export function showsDelivery(request: Pick<NonprofitRequest, 'status' | 'delivery_status'>): boolean {
  return request.status === 'approved' || (request.status === 'completed' && Boolean(request.delivery_status));
}

/** Once the item is on its way or arrived, the method can no longer change and the donor has marked it sent. */
export function deliveryMoved(deliveryStatus: string | null): boolean {
  return deliveryStatus === 'shipped' || deliveryStatus === 'received' || deliveryStatus === 'delivered';
}

/** A nonprofit chooses (or changes) the method of an approved request until the item leaves. */
export function canChooseDelivery(request: Pick<NonprofitRequest, 'status' | 'delivery_status'>): boolean {
  return request.status === 'approved' && !deliveryMoved(request.delivery_status);
}
