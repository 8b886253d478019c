declare module '../../platform/events' {
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
  }
}

export {};
