import { chatMessageSchema, type DevEmail } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { conversations, notifications, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { chatClient, messagesIn } from '#test/support/chat.test-support';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';

describe('POST /api/chat/requests/{id}/messages: a conversation before approval', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;

  const write = (as: UserRow | undefined, requestId: number | string, payload: object = { message: 'Hello' }) =>
    t.request({ method: 'POST', url: `/api/chat/requests/${requestId}/messages`, payload, as });
  const conversationOf = async (requestId: number) =>
    (await t.ctx.db.select().from(conversations).where(eq(conversations.requestId, requestId)))[0];
  const bellOf = (user: UserRow) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'message_received')));
  const mailFor = async (user: UserRow) =>
    (
      (
        await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`, as: admin })
      ).json() as { emails: DevEmail[] }
    ).emails;

  async function pendingRequest(title: string) {
    const listed = await item(t.ctx.db, donor, { quantity: 3, title });
    const created = await client(t).create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { request: { id: number } }).request.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 1000, { organizationName: 'Harbor Pantry' });
  });
  afterAll(() => t.close());

  it("lets the donor open a pending request's chat; the nonprofit's bell leads to it and it answers there", async () => {
    const requestId = await pendingRequest('Projector');
    // The nonprofit cannot start one before approval.
    const early = await write(nonprofit, requestId, { message: 'Any news?' });
    expect(early.statusCode).toBe(403);
    expect(await conversationOf(requestId)).toBeUndefined();

    const asked = await write(donor, requestId, { message: '  Can you pick it up on Tuesday?  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    const message = chatMessageSchema.parse(asked.json());
    expect(message).toMatchObject({
      sender_id: donor.id,
      sender_role: 'donor',
      message: 'Can you pick it up on Tuesday?',
    });
    const conversation = (await conversationOf(requestId))!;
    expect(conversation).toMatchObject({ id: message.conversation_id, donorId: donor.id, nonprofitId: nonprofit.id });

    // The bell entry names the conversation, and the nonprofit is emailed once.
    const [bell] = await bellOf(nonprofit);
    expect(bell).toMatchObject({ conversationId: conversation.id, title: 'New message from Acme Giving' });
    const mail = await mailFor(nonprofit);
    expect(mail.filter((email) => email.body.includes('Can you pick it up on Tuesday?'))).toHaveLength(1);

    // The nonprofit sees it in its list and answers by the request or by the conversation.
    const chats = chatClient(t);
    const listed = (await chats.list(nonprofit)).json() as { conversations: { id: number; request_id: number }[] };
    expect(listed.conversations).toContainEqual(
      expect.objectContaining({ id: conversation.id, request_id: requestId }),
    );
    expect((await write(nonprofit, requestId, { message: 'Yes, Tuesday works.' })).statusCode).toBe(201);
    expect((await chats.send(nonprofit, conversation.id, { message: 'Thank you!' })).statusCode).toBe(201);
    const [donorBell] = await bellOf(donor);
    expect(donorBell).toMatchObject({ conversationId: conversation.id, title: 'New message from Harbor Pantry' });
    expect((await messagesIn(t, conversation.id)).map((row) => row.body)).toEqual([
      'Can you pick it up on Tuesday?',
      'Yes, Tuesday works.',
      'Thank you!',
    ]);
    // A second message from the donor goes to the same chat and emails nobody again.
    expect((await write(donor, requestId, { message: 'Great.' })).statusCode).toBe(201);
    expect((await mailFor(nonprofit)).length).toBe(mail.length);
  });

  it('keeps the same conversation when the donor approves, adding the approval note', async () => {
    const requestId = await pendingRequest('Whiteboard');
    const first = chatMessageSchema.parse((await write(donor, requestId, { message: 'Is one enough?' })).json());
    expect((await client(t).respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(conversations).where(eq(conversations.requestId, requestId));
    expect(rows.map((row) => row.id)).toEqual([first.conversation_id]);
    expect((await messagesIn(t, first.conversation_id)).map((row) => row.body)).toEqual([
      'Is one enough?',
      expect.stringMatching(/^Request approved: Whiteboard x1/),
    ]);
  });

  it('refuses everyone but the two parties, and anonymous callers, opening nothing', async () => {
    const requestId = await pendingRequest('Laptop cart');
    const otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    const otherNonprofit = await fundedNonprofit(t.ctx.db, 10);
    for (const stranger of [otherDonor, otherNonprofit, admin]) {
      expect((await write(stranger, requestId)).statusCode).toBe(403);
    }
    expect((await write(undefined, requestId)).statusCode).toBe(401);
    expect(await conversationOf(requestId)).toBeUndefined();

    // Once open, a stranger still cannot read or write it by its id.
    const opened = chatMessageSchema.parse((await write(donor, requestId)).json());
    const chats = chatClient(t);
    expect((await chats.read(otherNonprofit, opened.conversation_id)).statusCode).toBe(403);
    expect((await chats.send(otherDonor, opened.conversation_id, { message: 'Hi' })).statusCode).toBe(403);
    expect((await write(otherNonprofit, requestId)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown request and 400 for bad input, writing nothing', async () => {
    const requestId = await pendingRequest('Desk lamp');
    expect((await write(donor, 2_000_000_000)).statusCode).toBe(404);
    for (const bad of [0, -1, 'abc', 2_147_483_648]) {
      expect((await write(donor, bad)).statusCode).toBe(400);
    }
    for (const payload of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }, { message: 42 }]) {
      const response = await write(donor, requestId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('detail');
    }
    expect(await conversationOf(requestId)).toBeUndefined();
  });
});
