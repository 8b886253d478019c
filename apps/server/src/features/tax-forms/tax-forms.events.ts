declare module '#src/platform/events' {
  interface DomainEvents {
    /** A nonprofit recorded the disposal of a Section B gift: the donor gets its Form 8282 copy notice. */
    'form8282.disposal_recorded': { requestId: number };
  }
}

export {};
