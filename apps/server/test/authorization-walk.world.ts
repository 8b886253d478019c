import { emptyImportRow, TOKEN_BUNDLE_KEYS } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { createEvent } from '../src/factories/events';
import { createItem } from '../src/factories/items';
import { createUser } from '../src/factories/users';
import { requestPacket } from '../src/features/tax-packets/tax-packets.service';
import { packetRunner } from '../src/features/tax-packets/tax-packets.worker';
import { confirmImport } from '../src/features/listing-imports/listing-import.service';
import { grantTokens } from '../src/features/tokens/tokens.ledger';
import { createSession } from '../src/platform/auth/session';
import { conversations, invoices, notifications, type UserRow } from '../src/platform/database/schema';
import { multipartBody, SAMPLE_FILES } from './setup/multipart';
import { answered, postedNeed } from './support/needs.test-support';
import type { TestApp } from './setup/test-app';

/**
 * The authorization walk's world: two parties, A and B, each a nonprofit and a donor with one of
 * every kind of thing a route names by id. Every private text of a party carries its marker
 * (`walkasecret` or `walkbsecret`), so a leak is a plain substring of an answer. Public texts (item
 * titles of listed items, company and organisation names, the donor's name on a listing) carry none.
 */

export type PartyName = 'A' | 'B';
export const markerOf = (party: PartyName) => `walk${party.toLowerCase()}secret`;

export interface Party {
  name: PartyName;
  marker: string;
  nonprofit: UserRow;
  donor: UserRow;
  /** A listed item of the donor's, with an approved request from the party's nonprofit. */
  itemId: number;
  /** A disabled item of the donor's: hidden from everyone but its donor and admins, marker in its title. */
  hiddenItemId: number;
  eventId: number;
  /** Approved: it has an invoice and a conversation. */
  approvedRequestId: number;
  /** Still waiting for the donor's answer, so respond and cancel would succeed for its parties. */
  pendingRequestId: number;
  invoiceId: number;
  conversationId: number;
  /** The nonprofit's tax-exempt letter: a private file with the marker inside. */
  documentId: number;
  /** A picture the donor uploaded and no item uses, so a delete by its owner would succeed. */
  imagePublicId: string;
  /** The nonprofit's token purchase at the sandbox provider. */
  checkoutSessionId: string;
  /** One notification of each of the party's users (user id to notification id). */
  notificationOf: Map<number, number>;
  /** A year-end tax packet the donor asked for (queued: the walk runs no builder). */
  taxPacketId: number;
  /** A spreadsheet import the donor confirmed. */
  listingImportId: number;
  /** An open need of the nonprofit's (public to donors in reach: no marker). */
  needId: number;
  /** The party's donor's answer to it, still waiting, with the marker in its message. */
  needOfferId: number;
}

/** One spreadsheet row the listing import accepts. */
export const importedRow = (title: string) => ({
  title,
  category: 'Electronics',
  description: 'Walk import',
  fair_market_value: '10',
  quantity: '1',
  delivery_options: 'electronic',
});

export interface AuthWorld {
  admin: UserRow;
  /** A nonprofit whose tax letter is not yet approved. */
  pending: UserRow;
  parties: Record<PartyName, Party>;
  /** Session cookie values by user id, made before the walk so a caller's first call writes nothing. */
  sessions: Map<number, string>;
}

type Answer = { statusCode: number; body: string };

function expectOk(response: Answer, what: string): Record<string, unknown> {
  if (response.statusCode >= 300)
    throw new Error(`walk setup: ${what} answered ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as Record<string, unknown>;
}

async function buildParty(t: TestApp, name: PartyName, admin: UserRow): Promise<Party> {
  const db = t.ctx.db;
  const marker = markerOf(name);
  const nonprofit = await createUser(db, {
    role: 'nonprofit',
    approvalStatus: 'approved',
    email: `${marker}-nonprofit@example.org`,
    organizationName: `Walk Alliance ${name}`,
    address: `1 ${marker} Street`,
    shippingAddress: `2 ${marker} Dock`,
    missionStatement: `Mission ${marker}`,
  });
  const donor = await createUser(db, {
    role: 'donor',
    email: `${marker}-donor@example.org`,
    companyName: `Walk Giving ${name}`,
    pickupAddress: `3 ${marker} Quarry`,
    pickupCity: 'Chicago',
    pickupState: 'IL',
    pickupZip: '60606',
  });
  await db.transaction((tx) => grantTokens(tx, nonprofit.id, 500, 'purchase', `Walk purchase ${name}`));
  const item = await createItem(db, { donorId: donor.id, title: `Walk desk ${name}`, quantity: 5 });
  const otherItem = await createItem(db, { donorId: donor.id, title: `Walk chair ${name}`, quantity: 5 });
  const hidden = await createItem(db, {
    donorId: donor.id,
    title: `Hidden ${marker} lamp`,
    description: `Not for sale ${marker}`,
    status: 'disabled',
  });
  const event = await createEvent(db, {
    nonprofitId: nonprofit.id,
    name: `Walk gala ${name}`,
    description: `Plans ${marker}`,
    location: `4 ${marker} Hall`,
  });

  const request = (itemId: number) =>
    t.request({
      method: 'POST',
      url: `/api/requests?nonprofit_id=${nonprofit.id}`,
      as: nonprofit,
      payload: { item_id: itemId, quantity_requested: 1, event_id: event.id, message: `Please ${marker}` },
    });
  const approved = expectOk(await request(item.id), 'create request') as { request: { id: number } };
  const pending = expectOk(await request(otherItem.id), 'create second request') as { request: { id: number } };
  const approvedRequestId = approved.request.id;
  expectOk(
    await t.request({
      method: 'POST',
      url: `/api/requests/${approvedRequestId}/respond?donor_id=${donor.id}&action=approve`,
      as: donor,
      payload: {},
    }),
    'approve request',
  );
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.nonprofitId, nonprofit.id))
    .limit(1);
  if (!conversation) throw new Error('walk setup: approval opened no conversation');
  expectOk(
    await t.request({
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/messages`,
      as: donor,
      payload: { message: `Ring the bell ${marker}` },
    }),
    'send chat message',
  );
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.requestId, approvedRequestId))
    .limit(1);
  if (!invoice) throw new Error('walk setup: approval created no invoice');

  const purchase = expectOk(
    await t.request({
      method: 'POST',
      url: '/api/stripe-token-purchase',
      as: nonprofit,
      payload: { bundle_key: TOKEN_BUNDLE_KEYS[0], nonprofit_id: nonprofit.id },
    }),
    'start token purchase',
  );
  const letter = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(`\n% letter ${marker}\n`)]);
  const upload = multipartBody([{ filename: 'letter.pdf', contentType: 'application/pdf', data: letter }]);
  const document = expectOk(
    await t.request({
      method: 'POST',
      url: '/api/documents/upload',
      as: nonprofit,
      payload: upload.payload,
      headers: upload.headers,
    }),
    'upload document',
  );
  const picture = multipartBody([{ filename: 'chair.png', contentType: 'image/png', data: SAMPLE_FILES.png }]);
  const image = expectOk(
    await t.request({
      method: 'POST',
      url: '/api/items/upload-image',
      as: donor,
      payload: picture.payload,
      headers: picture.headers,
    }),
    'upload item image',
  );

  const notificationOf = new Map<number, number>();
  for (const user of [nonprofit, donor]) {
    expectOk(
      await t.request({
        method: 'POST',
        url: '/api/admin/messages/send-individual',
        as: admin,
        payload: { recipient_id: user.id, title: `Note ${marker}`, message: `Private note ${marker}` },
      }),
      'send a notification',
    );
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id)))
      .orderBy(desc(notifications.id))
      .limit(1);
    if (!row) throw new Error('walk setup: no notification');
    notificationOf.set(user.id, row.id);
  }

  const packet = await requestPacket(t.ctx, donor.id, donor.id, {
    start_date: '2025-01-01',
    end_date: '2025-12-31',
    tz: 'UTC',
  });

  const listingImport = await confirmImport(db, donor.id, {
    file_name: `walk-${marker}.csv`,
    rows: [{ row: 2, values: { ...emptyImportRow(), ...importedRow(marker) } }],
  });

  const needId = await postedNeed(t, nonprofit);
  const { offerId: needOfferId } = await answered(t, donor, needId, { message: `For you ${marker}` });

  return {
    name,
    marker,
    nonprofit,
    donor,
    itemId: item.id,
    hiddenItemId: hidden.id,
    eventId: event.id,
    approvedRequestId,
    pendingRequestId: pending.request.id,
    invoiceId: invoice.id,
    conversationId: conversation.id,
    documentId: (document as { id: number }).id,
    imagePublicId: String(image.public_id),
    checkoutSessionId: String(purchase.session_id),
    notificationOf,
    taxPacketId: packet.packet.id,
    listingImportId: listingImport.id,
    needId,
    needOfferId,
  };
}

export async function buildAuthWorld(t: TestApp): Promise<AuthWorld> {
  const db = t.ctx.db;
  // Packets stay queued: a builder finishing one mid-walk would look like a change made by whichever
  // call the walk was on.
  await packetRunner(t.ctx).close();
  const admin = await createUser(db, { role: 'admin', email: 'walk-admin@example.org' });
  const pending = await createUser(db, { role: 'nonprofit', email: 'walk-pending@example.org' });
  const parties = { A: await buildParty(t, 'A', admin), B: await buildParty(t, 'B', admin) };
  const sessions = new Map<number, string>();
  for (const user of [admin, pending, ...Object.values(parties).flatMap((party) => [party.nonprofit, party.donor])]) {
    sessions.set(user.id, await createSession(db, user.id));
  }
  return { admin, pending, parties, sessions };
}
