/** The requests API's own sentences; the refusals the browser also shows live in REQUEST_MESSAGES. */
export const REQUEST_REFUSALS = {
  otherNonprofit: 'You can only request items for your own organization.',
  notItemDonor: 'Only the donor who listed the item can respond to this request.',
  notOwnRequest: 'You can only cancel your own requests.',
  notFound: 'Request not found.',
  itemUnavailable: 'This item is no longer available.',
  onlyAvailable: (available: number) => `Only ${available} available.`,
  notOwnEvent: 'Please choose one of your own events.',
  batchTooLarge: (max: number) => `You can request at most ${max} ${max === 1 ? 'item' : 'items'} at once.`,
  duplicateItem: 'Each item can be added to a batch only once.',
  notEnoughQuantity: 'Not enough quantity left to approve this request.',
  nonprofitShortOfTokens:
    'The nonprofit does not have enough tokens for this request any more, so it cannot be approved again.',
  alreadyApproved: 'This request is already approved.',
  alreadyDeclined: 'This request is already declined.',
  paidCannotDecline: 'This request has been paid for and can no longer be declined.',
  payingCannotDecline:
    'The nonprofit is paying for this request right now, so it cannot be declined. Please try again in a few minutes.',
  finished: (status: string) => `This request is ${status} and can no longer be changed.`,
  onlyPendingCancel: 'Only pending requests can be cancelled.',
  changedMeanwhile: 'This request was just changed. Please refresh and try again.',
  // An admin's changes (docs/product.md, Admin console).
  reopenShortOfTokens: (tokens: number) =>
    `The nonprofit no longer has the ${tokens} tokens this request takes, so it cannot go back to pending.`,
  payingCannotReopen:
    'The nonprofit is paying for this request right now, so it cannot go back to pending. Please try again in a few minutes.',
  paidCannotReopen: 'This request has been paid for and can no longer go back to pending.',
  sentCannotChange: 'This item has already been sent, so the request can no longer go back or change.',
  quantityAtLeastOne: 'Quantity must be a whole number of at least 1.',
  valueNotNegative: 'Fair market value must be 0 or more, in whole cents.',
  amendOnlyUnpaid: 'Value and quantity can change only while the request is pending, or approved and not yet paid.',
  payingCannotAmend:
    'The nonprofit is paying for this request right now, so its value and quantity cannot change. Please try again in a few minutes.',
  paidCannotAmend: 'This request has been paid for, so its value and quantity can no longer change.',
  moreThanLeft: (left: number) =>
    `Only ${left} more ${left === 1 ? 'unit is' : 'units are'} left of this item, so the quantity cannot go up that much.`,
  amendShortOfTokens: (needed: number, balance: number) =>
    `This change takes ${needed} more tokens and the nonprofit has ${balance}, so it cannot be made.`,
} as const;

export const REQUEST_OUTCOMES = {
  batchSubmitted: (count: number) =>
    `${count} ${count === 1 ? 'request' : 'requests'} submitted successfully! The donors will review them within 7 days. Tokens are refunded automatically for any request that is declined or expires.`,
  approved: 'Request approved successfully. The nonprofit will be notified.',
  declined: 'Request declined. The nonprofit will be notified and its tokens were refunded.',
  cancelled: 'Request cancelled. Your tokens were refunded.',
} as const;
