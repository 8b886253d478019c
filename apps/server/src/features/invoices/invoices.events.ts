declare module '#src/platform/events' {
  interface DomainEvents {
    /** An approval created an invoice; the nonprofit is told what it owes. */
    'invoice.created': { invoiceId: number };
    /**
     * A newer checkout took over these invoices, or the one just opened lost a race: the provider
     * sessions are closed so one invoice never has two payable checkouts.
     */
    'invoices.checkouts_superseded': { sessionIds: string[] };
  }
}

export {};
