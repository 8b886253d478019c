// The needs board's domain events (docs/product.md, Needs board), emitted after their change commits.
declare module '#src/platform/events' {
  interface DomainEvents {
    /** A donor answered a need: the nonprofit is told. */
    'need.offer_made': { offerId: number };
    /** The nonprofit accepted an offer: the request exists, approved; the donor is told. */
    'need.offer_accepted': { offerId: number };
    /** The nonprofit declined an offer, or closed its need while the offer waited; the donor is told. */
    'need.offer_declined': { offerId: number };
    /** The first-offer window ended unanswered; the listing joined the marketplace; the donor is told. */
    'need.offer_expired': { offerId: number };
  }
}

export {};
