import { ADMIN_REQUEST_MESSAGES, calendarDateOf, type AdminRequestDetails, type InvoiceStatus } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import {
  auditLog,
  emailRecords,
  events,
  invoices,
  items,
  requests,
  tokenLedger,
  users,
} from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { lifecyclesFor } from '../../requests';
import { historyOf } from './admin-request-history';
import { presentAdminRequestRow } from './admin-requests.presenter';
import { donorUser, nonprofitUser } from './admin-requests.queries';

/** What a request's history reads: bounded, though no real request comes near. */
const HISTORY_LIMIT = 200;

const person = (table: typeof nonprofitUser | typeof donorUser) => ({
  id: table.id,
  name: table.name,
  email: table.email,
  phone: table.phone,
  organizationName: table.organizationName,
  companyName: table.companyName,
  address: table.address,
  city: table.city,
  state: table.state,
  zip: table.zip,
  shippingAddress: table.shippingAddress,
  shippingCity: table.shippingCity,
  shippingState: table.shippingState,
  shippingZip: table.shippingZip,
  pickupAddress: table.pickupAddress,
  pickupCity: table.pickupCity,
  pickupState: table.pickupState,
  pickupZip: table.pickupZip,
});

/** The nonprofit's shipping address, or its own address when it gave none. */
function shippingAddressOf(nonprofit: Person) {
  const own = nonprofit.shippingAddress || nonprofit.shippingCity;
  return {
    name: nonprofit.organizationName ?? nonprofit.name ?? '',
    street: own ? nonprofit.shippingAddress : nonprofit.address,
    city: own ? nonprofit.shippingCity : nonprofit.city,
    state: own ? nonprofit.shippingState : nonprofit.state,
    zip: own ? nonprofit.shippingZip : nonprofit.zip,
  };
}

/** The donor's pickup place, or its own city when it gave none; admins see it whatever the payment. */
function pickupAddressOf(donor: Person) {
  const own = donor.pickupAddress || donor.pickupCity;
  return {
    organization: donor.companyName ?? donor.name ?? '',
    street: own ? donor.pickupAddress : null,
    city: own ? donor.pickupCity : donor.city,
    state: own ? donor.pickupState : donor.state,
    zip: own ? donor.pickupZip : donor.zip,
    contact: [donor.name, donor.phone, donor.email].filter(Boolean).join(', '),
  };
}

function invoiceStatusOf(invoice: typeof invoices.$inferSelect, payment: string): InvoiceStatus {
  if (payment === 'paid') return 'paid';
  if (payment === 'checkout_open') return 'processing';
  return calendarDateOf(invoice.dueAt) < calendarDateOf(new Date()) ? 'overdue' : 'pending';
}

function loadRequest(db: Queryable, requestId: number) {
  return db
    .select({
      request: requests,
      item: { title: items.title, quantity: items.quantity },
      nonprofit: person(nonprofitUser),
      donor: person(donorUser),
      eventName: events.name,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(nonprofitUser, eq(nonprofitUser.id, requests.nonprofitId))
    .innerJoin(donorUser, eq(donorUser.id, requests.donorId))
    .leftJoin(events, eq(events.id, requests.eventId))
    .where(eq(requests.id, requestId));
}
type Person = Awaited<ReturnType<typeof loadRequest>>[number]['nonprofit'];

/** GET /admin/requests/{id}/details: every field of the admin's request view, its life for the admin, and its history. */
export async function requestDetailsForAdmin(
  db: Queryable,
  adminId: number,
  requestId: number,
): Promise<AdminRequestDetails> {
  const [row] = await loadRequest(db, requestId);
  if (!row) throw notFound(ADMIN_REQUEST_MESSAGES.notFound);

  const [lifecycles, allInvoices, emails, ledger, edits] = await Promise.all([
    lifecyclesFor(db, { kind: 'admin', id: adminId }, [requestId]),
    db.select().from(invoices).where(eq(invoices.requestId, requestId)).orderBy(asc(invoices.id)).limit(HISTORY_LIMIT),
    db
      .select()
      .from(emailRecords)
      .where(eq(emailRecords.requestId, requestId))
      .orderBy(asc(emailRecords.createdAt), asc(emailRecords.id))
      .limit(HISTORY_LIMIT),
    db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.requestId, requestId))
      .orderBy(asc(tokenLedger.id))
      .limit(HISTORY_LIMIT),
    db
      .select({ entry: auditLog, adminName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.adminId))
      .where(and(eq(auditLog.targetType, 'request'), eq(auditLog.targetId, String(requestId))))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      .limit(HISTORY_LIMIT),
  ]);
  const lifecycle = lifecycles.get(requestId)!;
  const { request } = row;
  const live = allInvoices.find((invoice) => invoice.status !== 'void');
  const listed = {
    request,
    itemTitle: row.item.title,
    nonprofit: { name: row.nonprofit.name, organizationName: row.nonprofit.organizationName },
    donor: { name: row.donor.name, companyName: row.donor.companyName },
    eventName: row.eventName,
  };
  return {
    ...presentAdminRequestRow(listed, lifecycle.state),
    message: request.message,
    decline_reason: request.declineReason,
    tracking_number: request.trackingNumber,
    nonprofit_email: row.nonprofit.email,
    donor_email: row.donor.email,
    item_quantity_available: row.item.quantity,
    shipping_address: shippingAddressOf(row.nonprofit),
    pickup_address: pickupAddressOf(row.donor),
    email_history: emails.map((email) => ({
      id: email.id,
      type: email.templateKey,
      subject: email.subject,
      recipient: email.recipient,
      status: email.status,
      sent_at: email.sentAt?.toISOString() ?? null,
      created_at: email.createdAt.toISOString(),
    })),
    invoice: live
      ? {
          id: live.id,
          invoice_number: live.invoiceNumber,
          status: invoiceStatusOf(live, lifecycle.state === 'paying' ? 'checkout_open' : live.status),
          item_value_cents: live.itemValueCents,
          fee_percentage: Number(live.feePercentage),
          platform_fee_cents: live.platformFeeCents,
          logistics_cents: live.logisticsCents,
          amount_cents: live.amountCents,
          due_on: calendarDateOf(live.dueAt),
          paid_at: live.paidAt?.toISOString() ?? null,
        }
      : null,
    actions: lifecycle.actions,
    next_step: lifecycle.next_step,
    timeline: lifecycle.timeline,
    history: historyOf({ request, invoices: allInvoices, emails, ledger, edits }),
  };
}
