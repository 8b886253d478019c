// The lifecycle's domain events (docs/product.md, "A request's life"), emitted after commit.
declare module '#src/platform/events' {
  interface DomainEvents {
    /** One or more requests were committed (a single request or a batch); donors are told. */
    'requests.submitted': { requestIds: number[] };
    /** A donor approved (first decision or Edit Decision). */
    'request.approved': { requestId: number };
    /** A donor declined (first decision or Edit Decision); tokens went back. */
    'request.declined': { requestId: number };
    /** Nobody answered before the deadline; declined automatically, tokens went back. */
    'request.expired': { requestId: number };
    /** The nonprofit withdrew a pending request. */
    'request.cancelled': { requestId: number };
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
