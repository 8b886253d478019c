import { dollarsToCents, tokenCost, type Item, type ItemStatus } from '@app/shared';
import { paths } from '#src/lib/paths';

/** One definition of the token store link (lib/paths). */
export { tokenStorePath as TOKEN_STORE_LINK } from '#src/lib/paths';
export const LIST_ITEM_LINK = `${paths.donorDashboard}?tab=listings`;

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  available: 'Available',
  requested: 'Requested',
  approved: 'Approved',
  completed: 'Completed',
  disabled: 'Disabled',
  pending_review: 'Pending review',
  rejected: 'Rejected',
};

/** Tokens for `quantity` units: the same rule the server charges with (docs/product.md, Tokens). */
export function itemTokenCost(unitValueDollars: number, quantity = 1): number {
  return tokenCost(dollarsToCents(unitValueDollars), Math.max(1, Math.floor(quantity) || 1));
}

/** Items with stock left and still open to requests (pending requests show `requested`). */
export function isRequestable(item: Item): boolean {
  return item.quantity > 0 && (item.status === 'available' || item.status === 'requested');
}
