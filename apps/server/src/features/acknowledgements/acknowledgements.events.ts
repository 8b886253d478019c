declare module '#src/platform/events' {
  interface DomainEvents {
    /**
     * The receiving nonprofit signed a letter (version 1, after a confirmation without a signature)
     * or corrected one (a later version): the donor is told its letter is ready, or has changed.
     */
    'acknowledgement.signed': { requestId: number; version: number };
  }
}

export {};
