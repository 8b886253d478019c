declare module '../../platform/events' {
  interface DomainEvents {
    /** The nonprofit chose pickup and asked for the hand-over details; both sides are emailed. */
    'delivery.pickup_coordinated': { requestId: number };
    /** The donor marked the item sent; the nonprofit gets the two signed confirmation links. */
    'delivery.sent': { requestId: number };
    /** The nonprofit confirmed receipt; the request and its chat are completed. */
    'delivery.received': { requestId: number };
    /** The nonprofit said the item has not arrived; the donor and the admins follow up. */
    'delivery.not_received': { requestId: number };
  }
}

export {};
