import type { NonprofitRequest } from '@app/shared';

const METHOD_LABELS: Record<string, string> = { shipping: 'Shipping', pickup: 'Pickup', virtual: 'Virtual' };

/**
 * Seed 001 s4: on approved requests, shipped shows as Item Sent, received as Item Received,
 * otherwise the chosen delivery method, or Pending before one is chosen. `delivered` (an admin
 * value) reads as received.
 */
export function deliveryStatusLabel(request: Pick<NonprofitRequest, 'delivery_status' | 'delivery_method'>): string {
  if (request.delivery_status === 'shipped') return 'Item Sent';
  if (request.delivery_status === 'received' || request.delivery_status === 'delivered') return 'Item Received';
  if (request.delivery_method) return METHOD_LABELS[request.delivery_method] ?? request.delivery_method;
  return 'Pending';
}

/** Delivery matters once a request is approved; a completed one shows it only when it is recorded. */
export function showsDelivery(request: Pick<NonprofitRequest, 'status' | 'delivery_status'>): boolean {
  return request.status === 'approved' || (request.status === 'completed' && Boolean(request.delivery_status));
}
