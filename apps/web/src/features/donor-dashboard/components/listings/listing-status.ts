import { LISTING_MESSAGES, type ItemStatus } from '@app/shared';

/** How a donor reads each status on their own listings (pending_review: an admin has not looked yet). */
export const LISTING_STATUS_LABELS: Record<ItemStatus, string> = {
  available: 'Available',
  requested: 'Requested',
  approved: 'Approved',
  completed: 'Completed',
  disabled: 'Disabled',
  pending_review: LISTING_MESSAGES.waitingForReview,
};

/** Badge colours (docs/product.md, Formats and look). */
export const LISTING_STATUS_COLORS: Record<ItemStatus, string> = {
  available: 'green',
  requested: 'yellow',
  approved: 'blue',
  completed: 'grape',
  disabled: 'gray',
  pending_review: 'orange',
};

/**
 * The status the Enable/Disable button sets, or null when the donor cannot switch it: an item
 * waiting for review is the admin's to release.
 */
export function toggledStatus(status: ItemStatus): 'available' | 'disabled' | null {
  if (status === 'pending_review') return null;
  return status === 'disabled' ? 'available' : 'disabled';
}
