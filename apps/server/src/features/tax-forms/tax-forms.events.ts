declare module '#src/platform/events' {
  interface DomainEvents {
    /** A nonprofit recorded the disposal of a Section B gift: the donor gets its Form 8282 copy notice. */
    'form8282.disposal_recorded': { requestId: number };
    /** A nonprofit signed Form 8283 Section B Part V for a gift: the donor's report now shows it signed. */
    'form8283.signed': { requestId: number };
  }
}

export {};
