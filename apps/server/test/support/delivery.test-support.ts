import { checkoutStartedSchema, deliveryMethodsOffered, type DeliveryOption } from '@app/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser } from '#src/factories/users';
import type { Database } from '#src/platform/database/client';
import {
  chatMessages,
  conversations,
  emailRecords,
  invoices,
  items,
  notifications,
  requests,
  type InvoiceRow,
  type UserRow,
} from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';
import { liveInvoiceOf, paymentClient } from './invoices.test-support';
import { fulfilPaidCheckout } from '#src/features/payments/fulfilment';
import { client, fundedNonprofit, item } from './requests.test-support';

/** A donor with a pickup location and phone, a funded nonprofit and an admin. */
export async function deliveryParties(db: Database) {
  const donor = await createUser(db, {
    role: 'donor',
    name: 'Dana Donor',
    companyName: 'Acme Giving',
    phone: '555-0111',
    pickupAddress: '100 Warehouse Way',
    pickupCity: 'Chicago',
    pickupState: 'IL',
    pickupZip: '60606',
  });
  const nonprofit = await fundedNonprofit(db, 5000, {
    name: 'Nora Nonprofit',
    organizationName: 'Harbor Pantry',
    phone: '555-0222',
  });
  const admin = await createUser(db, { role: 'admin', name: 'Ada Admin' });
  return { donor, nonprofit, admin };
}

export interface ApprovedDeliveryOptions {
  shippingOptions?: DeliveryOption[];
  /** Units requested; the item lists this many plus `spare`. */
  quantity?: number;
  spare?: number;
  fmvCents?: number;
}

/** A request submitted and approved over the API, as the donor's Approve button does it. */
export async function approvedDelivery(
  t: TestApp,
  donor: UserRow,
  nonprofit: UserRow,
  options: ApprovedDeliveryOptions = {},
): Promise<{ requestId: number; itemId: number; invoice: InvoiceRow }> {
  const quantity = options.quantity ?? 1;
  const listed = await item(t.ctx.db, donor, {
    quantity: quantity + (options.spare ?? 0),
    fmvCents: options.fmvCents ?? 10_000,
    shippingOptions: options.shippingOptions ?? ['donor_ships', 'nonprofit_pickup'],
  });
  const api = client(t);
  const created = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: quantity });
  expect(created.statusCode).toBe(201);
  const requestId = created.json().request.id as number;
  expect((await api.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);
  return { requestId, itemId: listed.id, invoice: await liveInvoiceOf(t.ctx.db, requestId) };
}

/** Pays the request's invoice through a checkout the provider reports paid. */
/**
 * Pays an invoice through Pay Now and the provider's webhook. Checkout needs a delivery method, so a
 * request without one gets the item's first offered method first (written directly: no chat line).
 */
export async function payInvoice(t: TestApp, nonprofit: UserRow, invoiceId: number): Promise<void> {
  const [row] = await t.ctx.db
    .select({ requestId: requests.id, method: requests.deliveryMethod, options: items.shippingOptions })
    .from(invoices)
    .innerJoin(requests, eq(requests.id, invoices.requestId))
    .innerJoin(items, eq(items.id, requests.itemId))
    .where(eq(invoices.id, invoiceId));
  if (row && row.method === null) {
    const [method] = deliveryMethodsOffered(row.options);
    await t.ctx.db.update(requests).set({ deliveryMethod: method }).where(eq(requests.id, row.requestId));
  }
  const started = await paymentClient(t).pay(nonprofit, invoiceId);
  expect(started.statusCode).toBe(200);
  await fulfilPaidCheckout(t.ctx, checkoutStartedSchema.parse(started.json()).session_id);
}

export function deliveryClient(t: TestApp) {
  return {
    method: (as: UserRow | undefined, requestId: number, nonprofitId: number, method: string) =>
      t.request({
        method: 'POST',
        url: `/api/requests/${requestId}/delivery-method?nonprofit_id=${nonprofitId}`,
        payload: { delivery_method: method },
        as,
      }),
    pickup: (as: UserRow | undefined, requestId: number, nonprofitId: number) =>
      t.request({
        method: 'POST',
        url: `/api/requests/${requestId}/coordinate-pickup?nonprofit_id=${nonprofitId}`,
        payload: {},
        as,
      }),
    markSent: (as: UserRow | undefined, requestId: number, donorId: number, payload: object = {}) =>
      t.request({ method: 'POST', url: `/api/requests/${requestId}/mark-sent?donor_id=${donorId}`, payload, as }),
    confirm: (as: UserRow | undefined, requestId: number | string, query: string) =>
      t.request({ method: 'POST', url: `/api/confirm-delivery/${requestId}?${query}`, payload: {}, as }),
    pending: (as: UserRow | undefined, userId: number) =>
      t.request({ method: 'GET', url: `/api/pending-delivery-coordinations?user_id=${userId}`, as }),
  };
}

export async function requestRow(db: Database, requestId: number) {
  const [row] = await db.select().from(requests).where(eq(requests.id, requestId));
  return row!;
}

export async function invoiceRow(db: Database, invoiceId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row!;
}

export async function conversationOf(db: Database, requestId: number) {
  const [row] = await db.select().from(conversations).where(eq(conversations.requestId, requestId));
  return row;
}

/** The chat's system lines, oldest first. */
export async function systemLines(db: Database, requestId: number): Promise<string[]> {
  const conversation = await conversationOf(db, requestId);
  if (!conversation) return [];
  const rows = await db
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.messageType, 'system')))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map((row) => row.body);
}

export const notificationsOf = (db: Database, userIds: number[], type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, type)))
    .orderBy(asc(notifications.id));

export const emailsOf = (db: Database, template: string, to?: string) =>
  db
    .select()
    .from(emailRecords)
    .where(and(eq(emailRecords.templateKey, template), to ? eq(emailRecords.recipient, to) : undefined))
    .orderBy(asc(emailRecords.id));

/** The query part of a confirmation link from the email, e.g. `status=received&token=...`. */
export const queryOf = (link: string) => new URL(link).search.slice(1);
