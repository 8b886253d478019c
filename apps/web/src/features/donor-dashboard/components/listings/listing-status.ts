import { LISTING_MESSAGES, type ItemStatus, type Listing } from '@app/shared';

/**
 * How a donor reads each status on their own listings (pending_review: an admin has not looked yet;
 * rejected: an admin turned it down with a reason, and editing it sends it back for review).
 */
export const LISTING_STATUS_LABELS: Record<ItemStatus, string> = {
  available: 'Available',
  requested: 'Requested',
  approved: 'Approved',
  completed: 'Completed',
  disabled: 'Disabled',
  pending_review: LISTING_MESSAGES.waitingForReview,
  rejected: 'Not approved',
};

/** Badge colours (docs/product.md, Formats and look). */
export const LISTING_STATUS_COLORS: Record<ItemStatus, string> = {
  available: 'green',
  requested: 'yellow',
  approved: 'blue',
  completed: 'grape',
  disabled: 'gray',
  pending_review: 'orange',
  rejected: 'red',
};

/**
 * The status the Enable/Disable button sets, or null when the donor cannot switch it: an item
 * waiting for review is the admin's to release, and a rejected one goes back for review by an edit.
 */
export function toggledStatus(status: ItemStatus): 'available' | 'disabled' | null {
  if (status === 'pending_review' || status === 'rejected') return null;
  return status === 'disabled' ? 'available' : 'disabled';
}

/** What the donor is told under a listing that nonprofits cannot see: disabled, or not released by an admin. */
export function reviewNoticeFor(listing: Pick<Listing, 'status' | 'review_note'>): string | null {
  if (listing.status === 'disabled') return 'Hidden from the marketplace: nonprofits cannot see or request it.';
  if (listing.status === 'pending_review') return 'Hidden from the marketplace until an admin approves it.';
  if (listing.status === 'rejected') {
    const reason = listing.review_note ? ` Reason: ${listing.review_note}` : '';
    return `An admin did not approve this item.${reason} Edit it to send it back for review.`;
  }
  return null;
}
