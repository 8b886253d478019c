declare module '#src/platform/events' {
  interface DomainEvents {
    /** A paid checkout was fulfilled (tokens credited or invoices marked paid); emitted once per session. */
    'payment.completed': { sessionId: string };
    /** The provider reported that a delayed payment (bank debit) failed; nothing was credited. */
    'payment.failed': { sessionId: string };
    /** An unpaid checkout closed: its 30 minutes ran out or a newer checkout replaced it. */
    'payment.expired': { sessionId: string };
  }
}

export {};
