import { LISTING_MESSAGES } from '@app/shared';

/** The item writes' refusals (docs/product.md, Items and requesting); the form's own sentences are in LISTING_MESSAGES. */
export const LISTING_REFUSALS = {
  notDonor: 'Only donors can list items.',
  otherDonor: 'You can only list and edit items as yourself.',
  notOwnItem: 'You can only change your own items.',
  itemNotFound: 'Item not found.',
  unknownCategory: (category: string) => `Unknown category "${category}". Please choose one of the listed categories.`,
  unknownImage: 'One of the images is not an upload of yours. Please upload it again.',
  uploadPathWithoutId: 'An uploaded image must name its upload. Please upload it again or use a web address.',
  statusInReview: `${LISTING_MESSAGES.waitingForReview}: an admin has not approved this item yet, so it cannot be listed or unlisted.`,
  statusRejected:
    'An admin rejected this item, so it cannot be listed or unlisted. Edit it to answer the reason: saving sends it back for review.',
} as const;
