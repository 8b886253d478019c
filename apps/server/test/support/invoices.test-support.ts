import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { createEvent } from '#src/factories/events';
import type { Database } from '#src/platform/database/client';
import {
  checkoutSessions,
  events,
  invoices,
  requests,
  type CheckoutSessionRow,
  type InvoiceRow,
  type UserRow,
} from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';
import { client, item } from './requests.test-support';

const DAY_MS = 86_400_000;

export interface ApprovedOptions {
  /** Unit value in cents; default $100.00. */
  fmvCents?: number;
  quantity?: number;
  /** Days from now of the request's event; none when undefined. */
  eventInDays?: number;
  /**
   * The method recorded once approved (straight in the database, without repricing); default pickup,
   * which adds no logistics line. `null` leaves it unchosen, so the invoice cannot be paid yet.
   */
  deliveryMethod?: 'shipping' | 'pickup' | 'virtual' | null;
}

/** A request submitted and approved over the API; returns it with the invoice the approval created. */
export async function approvedRequest(
  t: TestApp,
  donor: UserRow,
  nonprofit: UserRow,
  options: ApprovedOptions = {},
): Promise<{ requestId: number; eventId: number | null; invoice: InvoiceRow }> {
  const api = client(t);
  const quantity = options.quantity ?? 1;
  const listed = await item(t.ctx.db, donor, { fmvCents: options.fmvCents ?? 10_000, quantity: quantity + 2 });
  const event =
    options.eventInDays === undefined
      ? null
      : await createEvent(t.ctx.db, {
          nonprofitId: nonprofit.id,
          eventDate: new Date(Date.now() + options.eventInDays * DAY_MS),
        });
  const created = await api.create(nonprofit, nonprofit.id, {
    item_id: listed.id,
    quantity_requested: quantity,
    event_id: event?.id ?? null,
  });
  expect(created.statusCode).toBe(201);
  const requestId = created.json().request.id as number;
  expect((await api.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);
  const method = options.deliveryMethod === undefined ? 'pickup' : options.deliveryMethod;
  if (method) await setDeliveryMethod(t.ctx.db, requestId, method);
  return { requestId, eventId: event?.id ?? null, invoice: await liveInvoiceOf(t.ctx.db, requestId) };
}

export async function liveInvoiceOf(db: Database, requestId: number): Promise<InvoiceRow> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.requestId, requestId), ne(invoices.status, 'void')));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

export const invoicesOfRequest = (db: Database, requestId: number) =>
  db.select().from(invoices).where(eq(invoices.requestId, requestId)).orderBy(asc(invoices.id));

export async function sessionRow(db: Database, sessionId: string): Promise<CheckoutSessionRow> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row!;
}

/**
 * Lets the clock pass an event: its date, and the date its invoices were priced against, move to
 * `daysFromNow`, as if time had gone by; the fee becomes the post-event one. (Editing the event
 * itself leaves issued invoices' dates alone: invoice-event-date.test.ts.)
 */
export async function moveEvent(db: Database, eventId: number, daysFromNow: number): Promise<void> {
  const eventDate = new Date(Date.now() + daysFromNow * DAY_MS);
  await db.update(events).set({ eventDate }).where(eq(events.id, eventId));
  await db
    .update(invoices)
    .set({ pricedEventDate: eventDate })
    .where(
      inArray(invoices.requestId, db.select({ id: requests.id }).from(requests).where(eq(requests.eventId, eventId))),
    );
}

export async function setDeliveryMethod(db: Database, requestId: number, method: 'shipping' | 'pickup' | 'virtual') {
  await db.update(requests).set({ deliveryMethod: method }).where(eq(requests.id, requestId));
}

/** Everything a refused payment call must leave untouched. */
export async function paymentSnapshot(db: Database) {
  return {
    invoices: await db.select().from(invoices).orderBy(asc(invoices.id)),
    sessions: (await db.select({ n: count() }).from(checkoutSessions))[0]!.n,
  };
}

export function paymentClient(t: TestApp) {
  return {
    list: (as: UserRow | undefined, nonprofitId: number, status?: string) =>
      t.request({
        method: 'GET',
        url: `/api/nonprofit/${nonprofitId}/payments${status ? `?status=${status}` : ''}`,
        as,
      }),
    checkout: (as: UserRow | undefined, payload: object) =>
      t.request({ method: 'POST', url: '/api/payments/checkout/session', payload, as }),
    pay: (as: UserRow | undefined, invoiceId: number | string, payload: object = {}) =>
      t.request({ method: 'POST', url: `/api/payments/${invoiceId}/pay`, payload, as }),
    dashboard: (as: UserRow | undefined, nonprofitId: number) =>
      t.request({ method: 'GET', url: `/api/dashboard/nonprofit/${nonprofitId}/detailed`, as }),
  };
}

/** Percent of cents, half a cent rounding up: the shared fee rule's arithmetic. */
export const feeOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
