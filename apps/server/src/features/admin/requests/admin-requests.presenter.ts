import { centsToDollars, type AdminRequestRow, type RequestState } from '@app/shared';
import type { AdminRequestSource } from './admin-requests.queries';

const nameOf = (person: { name: string }, organization: string | null) => organization ?? person.name;

export function presentAdminRequestRow(row: AdminRequestSource, state: RequestState): AdminRequestRow {
  const { request } = row;
  return {
    id: request.id,
    item_id: request.itemId,
    item_title: row.itemTitle,
    nonprofit_id: request.nonprofitId,
    nonprofit_name: nameOf(row.nonprofit, row.nonprofit.organizationName),
    donor_id: request.donorId,
    donor_name: nameOf(row.donor, row.donor.companyName),
    event_name: row.eventName,
    fair_market_value: centsToDollars(request.unitFmvCents),
    total_value: centsToDollars(request.unitFmvCents * request.quantityRequested),
    quantity_requested: request.quantityRequested,
    tokens_charged: request.tokensCharged,
    status: request.status,
    state,
    admin_note: request.adminNote,
    delivery_method: request.deliveryMethod,
    delivery_status: request.deliveryStatus,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    expires_at: request.expiresAt.toISOString(),
  };
}
