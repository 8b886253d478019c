import { centsToDollars, type Listing } from '@app/shared';
import type { ItemRow } from '#src/platform/database/schema';
import { picturesOf } from './items.presenter';

/** What the donor's own view of an item needs: the row's listing columns and its requests' figures. */
export type ListingRow = Pick<
  ItemRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'fmvCents'
  | 'costBasisCents'
  | 'quantity'
  | 'shippingOptions'
  | 'imageUrl'
  | 'images'
  | 'status'
  | 'reviewNote'
  | 'resalePermitted'
  | 'sku'
  | 'condition'
  | 'importNote'
> & {
  /** ISO 8601 in UTC, as the listings statement writes it. */
  createdAt: string;
  updatedAt: string;
  approvedQuantity: number;
  pendingRequests: number;
};

/** The same picture as the marketplace card: the first image, else the form's image URL, else the category's placeholder. */
export function presentListing(row: ListingRow): Listing {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    fair_market_value: centsToDollars(row.fmvCents),
    cost_basis: row.costBasisCents === null ? null : centsToDollars(row.costBasisCents),
    quantity: row.quantity,
    approved_quantity: row.approvedQuantity,
    pending_requests: row.pendingRequests,
    shipping_options: row.shippingOptions,
    ...picturesOf(row),
    images: row.images,
    status: row.status,
    resale_permitted: row.resalePermitted,
    review_note: row.reviewNote,
    sku: row.sku,
    condition: row.condition,
    import_note: row.importNote,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
