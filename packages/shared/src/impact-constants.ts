/**
 * Impact figures: labels and rules both apps share. Kept apart from the schemas (schemas/impact.ts) so
 * that a page showing the figures does not load zod for them (docs/quality.md, Lighthouse).
 */

/**
 * What the impact figures count (docs/product.md, Impact): "donated" and "received" mean the
 * delivery was confirmed received, the same rule as the tax report; value the donor approved that is
 * still on its way is reported apart and never added in. Values are fair market value in dollars.
 */
export const IMPACT_LABELS = {
  donationsReceived: 'Donations received',
  donationsReceivedHint: 'Requests whose delivery you confirmed received',
  donorsPartnered: 'Donors partnered',
  donorsPartneredHint: 'Donors whose items you received',
  valueReceived: 'Value received',
  valueReceivedHint: 'Fair market value of the items you received',
  itemsDonated: 'Items donated',
  itemsDonatedHint: 'Units whose delivery the nonprofit confirmed received',
  nonprofitsHelped: 'Nonprofits helped',
  nonprofitsHelpedHint: 'Nonprofits that confirmed receiving your items',
  valueDonated: 'Value donated',
  valueDonatedHint: 'Fair market value of the items received',
  inDelivery: 'Approved, in delivery',
  inDeliveryHint: 'Approved but not yet confirmed received; not counted above',
  monthlyReceived: 'Value received per month',
  monthlyDonated: 'Value donated per month',
} as const;

/** Months shown by the per-month charts: this month and the eleven before it. */
export const IMPACT_MONTHS = 12;
