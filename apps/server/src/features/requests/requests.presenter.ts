import {
  centsToDollars,
  type DonorRequest,
  type NonprofitRequest,
  type RequestBatch,
  type RequestLifecycle,
} from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { pictureOf } from '../items';
import type { BatchWithRequests, RequestDetail } from './requests.queries';
import { lifecyclesFor, type RequestViewer } from './requests.lifecycle';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const totalCents = (detail: RequestDetail) => detail.request.unitFmvCents * detail.request.quantityRequested;

export { pictureOf };

export const nonprofitNameOf = (nonprofit: RequestDetail['nonprofit']) => nonprofit.organizationName ?? nonprofit.name;
export const donorNameOf = (donor: RequestDetail['donor']) => donor.companyName ?? donor.name;

export function presentNonprofitRequest(detail: RequestDetail, lifecycle: RequestLifecycle): NonprofitRequest {
  const { request, item, event } = detail;
  return {
    id: request.id,
    item_id: request.itemId,
    item_title: item.title,
    title: item.title,
    image_url: pictureOf(item),
    donor_company_name: donorNameOf(detail.donor),
    event_id: request.eventId,
    event_name: event?.name ?? null,
    event_date: iso(event?.eventDate),
    batch_id: request.batchId,
    fair_market_value: centsToDollars(request.unitFmvCents),
    total_value: centsToDollars(totalCents(detail)),
    quantity_requested: request.quantityRequested,
    tokens_charged: request.tokensCharged,
    status: request.status,
    decline_reason: request.declineReason,
    message: request.message,
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt.toISOString(),
    approved_at: iso(request.approvedAt),
    delivery_status: request.deliveryStatus,
    delivery_method: request.deliveryMethod,
    delivery_options: item.shippingOptions,
    intended_use: request.intendedUse,
    acknowledgement_status: detail.acknowledgementStatus,
    ...lifecycle,
  };
}

export function presentDonorRequest(detail: RequestDetail, lifecycle: RequestLifecycle): DonorRequest {
  const { request, item, event } = detail;
  return {
    id: request.id,
    item_id: request.itemId,
    item_title: item.title,
    image_url: pictureOf(item),
    nonprofit_id: request.nonprofitId,
    nonprofit_name: nonprofitNameOf(detail.nonprofit),
    event_name: event?.name ?? null,
    event_date: iso(event?.eventDate),
    message: request.message,
    status: request.status,
    decline_reason: request.declineReason,
    fair_market_value: centsToDollars(request.unitFmvCents),
    total_value: centsToDollars(totalCents(detail)),
    quantity_requested: request.quantityRequested,
    item_quantity_available: item.quantity,
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt.toISOString(),
    approved_at: iso(request.approvedAt),
    declined_at: iso(request.declinedAt),
    delivery_method: request.deliveryMethod,
    delivery_status: request.deliveryStatus,
    tracking_number: request.trackingNumber,
    intended_use: request.intendedUse,
    acknowledgement_status: detail.acknowledgementStatus,
    ...lifecycle,
  };
}

/** Requests as the nonprofit pages show them, each with its life as this viewer sees it. */
export async function presentNonprofitRequests(
  db: Queryable,
  viewer: RequestViewer,
  details: RequestDetail[],
): Promise<NonprofitRequest[]> {
  const lifecycles = await lifecyclesFor(
    db,
    viewer,
    details.map((detail) => detail.request.id),
  );
  return details.map((detail) => presentNonprofitRequest(detail, lifecycles.get(detail.request.id)!));
}

/** Requests as the donor pages show them, each with its life as this viewer sees it. */
export async function presentDonorRequests(
  db: Queryable,
  viewer: RequestViewer,
  details: RequestDetail[],
): Promise<DonorRequest[]> {
  const lifecycles = await lifecyclesFor(
    db,
    viewer,
    details.map((detail) => detail.request.id),
  );
  return details.map((detail) => presentDonorRequest(detail, lifecycles.get(detail.request.id)!));
}

export function presentBatch({ batch, event, requests }: BatchWithRequests): RequestBatch {
  return {
    batch_id: batch.id,
    event_name: event?.name ?? null,
    event_date: iso(event?.eventDate),
    description: batch.message,
    total_items: requests.length,
    total_value: centsToDollars(requests.reduce((sum, detail) => sum + totalCents(detail), 0)),
    created_at: batch.createdAt.toISOString(),
    items: requests.map((detail) => ({
      request_id: detail.request.id,
      title: detail.item.title,
      fair_market_value: centsToDollars(detail.request.unitFmvCents),
      quantity: detail.request.quantityRequested,
      status: detail.request.status,
    })),
  };
}
