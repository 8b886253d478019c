import {
  adminDeliveryStatusOf,
  calendarDateOf,
  ELECTRONIC_DELIVERY_ADDRESS,
  type AdminDelivery,
  type DeliveryMethod,
  type DeliveryStatus,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { items, requests, users } from '#src/platform/database/schema';

export const deliveryNonprofit = alias(users, 'delivery_nonprofit');
export const deliveryDonor = alias(users, 'delivery_donor');

/** When the request was approved; a request completed without an approval on record falls back to its creation. */
export const approvedAtSql = sql<Date>`coalesce(${requests.approvedAt}, ${requests.createdAt})`.mapWith(
  requests.createdAt,
);

/**
 * The delivery's last change, in SQL so the list can sort on it: GREATEST skips the steps that have
 * not happened (nulls). The admin's own edits are `delivery_updated_at`.
 */
export const lastUpdateSql =
  sql<Date>`greatest(${approvedAtSql}, ${requests.deliveryMethodChosenAt}, ${requests.shippedAt}, ${requests.deliveryConfirmedAt}, ${requests.pickupCoordinatedAt}, ${requests.deliveryUpdatedAt})`.mapWith(
    requests.createdAt,
  );

export const deliveryColumns = {
  id: requests.id,
  itemId: requests.itemId,
  itemTitle: items.title,
  nonprofitId: requests.nonprofitId,
  nonprofitName: sql<string>`coalesce(${deliveryNonprofit.organizationName}, ${deliveryNonprofit.name})`,
  donorId: requests.donorId,
  donorName: sql<string>`coalesce(${deliveryDonor.companyName}, ${deliveryDonor.name})`,
  deliveryMethod: requests.deliveryMethod,
  deliveryStatus: requests.deliveryStatus,
  trackingNumber: requests.trackingNumber,
  estimatedDelivery: requests.estimatedDelivery,
  notes: requests.deliveryNotes,
  approvedAt: approvedAtSql,
  lastUpdate: lastUpdateSql,
  shipping: {
    address: deliveryNonprofit.shippingAddress,
    city: deliveryNonprofit.shippingCity,
    state: deliveryNonprofit.shippingState,
    zip: deliveryNonprofit.shippingZip,
  },
  own: {
    address: deliveryNonprofit.address,
    city: deliveryNonprofit.city,
    state: deliveryNonprofit.state,
    zip: deliveryNonprofit.zip,
  },
  pickup: {
    address: deliveryDonor.pickupAddress,
    city: deliveryDonor.pickupCity,
    state: deliveryDonor.pickupState,
    zip: deliveryDonor.pickupZip,
  },
};

interface Place {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface DeliverySource {
  id: number;
  itemId: number;
  itemTitle: string;
  nonprofitId: number;
  nonprofitName: string;
  donorId: number;
  donorName: string;
  deliveryMethod: DeliveryMethod | null;
  deliveryStatus: DeliveryStatus | null;
  trackingNumber: string | null;
  estimatedDelivery: string | null;
  notes: string | null;
  approvedAt: Date;
  lastUpdate: Date;
  shipping: Place;
  own: Place;
  pickup: Place;
}

/** "12 Main St, Springfield, IL 62701"; null when the account has none of it. */
function oneLine(place: Place): string | null {
  const region = [place.state, place.zip].filter(Boolean).join(' ');
  const parts = [place.address, place.city, region].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Where the item goes: the nonprofit's shipping address (its own address when it gave none) for
 * shipping, the donor's pickup place for pickup, "Electronic delivery" for virtual; null until chosen.
 */
function addressOf(row: DeliverySource): string | null {
  switch (row.deliveryMethod) {
    case 'shipping':
      return oneLine(row.shipping) ?? oneLine(row.own);
    case 'pickup':
      return oneLine(row.pickup);
    case 'virtual':
      return ELECTRONIC_DELIVERY_ADDRESS;
    default:
      return null;
  }
}

export function presentDelivery(row: DeliverySource): AdminDelivery {
  return {
    id: row.id,
    item_id: row.itemId,
    item_title: row.itemTitle,
    nonprofit_id: row.nonprofitId,
    nonprofit_name: row.nonprofitName,
    donor_id: row.donorId,
    donor_name: row.donorName,
    delivery_method: row.deliveryMethod,
    delivery_status: adminDeliveryStatusOf(row.deliveryStatus),
    tracking_number: row.trackingNumber,
    delivery_address: addressOf(row),
    estimated_delivery: row.estimatedDelivery,
    notes: row.notes,
    created_at: row.approvedAt.toISOString(),
    approved_on: calendarDateOf(row.approvedAt),
    last_update: row.lastUpdate.toISOString(),
  };
}
