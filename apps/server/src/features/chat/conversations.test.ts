import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { chatMessages, conversations, requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import { approvedChat, messagesIn } from '#test/support/chat.test-support';
import { completeConversationInTx, openConversationInTx, postSystemMessageInTx } from './conversations.service';

describe('opening, noting and completing a delivery chat', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 1000, { organizationName: 'Harbor Pantry' });
  });
  afterAll(() => t.close());

  const open = (requestId: number) => t.ctx.db.transaction((tx) => openConversationInTx(tx, requestId));
  const conversationOf = async (requestId: number) =>
    (await t.ctx.db.select().from(conversations).where(eq(conversations.requestId, requestId)))[0]!;

  it('opens one chat per approved request between its donor and nonprofit, with the approval note', async () => {
    const { requestId, conversation } = await approvedChat(t, donor, nonprofit, 'Office chairs');
    expect(conversation).toMatchObject({ requestId, donorId: donor.id, nonprofitId: nonprofit.id, status: 'active' });
    expect(conversation.lastMessageAt).not.toBeNull();
    const messages = await messagesIn(t, conversation.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      senderId: null,
      messageType: 'system',
      body: 'Request approved: Office chairs x2. Use this chat to arrange delivery.',
    });
  });

  it('is idempotent: opening again returns the same chat and adds no note', async () => {
    const { requestId, conversation } = await approvedChat(t, donor, nonprofit);
    const again = await open(requestId);
    const twice = await Promise.all([open(requestId), open(requestId)]);
    expect([again.id, ...twice.map((row) => row.id)]).toEqual([conversation.id, conversation.id, conversation.id]);
    expect(await messagesIn(t, conversation.id)).toHaveLength(1);
  });

  it('posts system notes in order and moves the last activity', async () => {
    const { conversation } = await approvedChat(t, donor, nonprofit);
    await t.ctx.db.transaction((tx) =>
      postSystemMessageInTx(tx, conversation.id, '  The donor marked the item sent.  '),
    );
    await t.ctx.db.transaction((tx) => postSystemMessageInTx(tx, conversation.id, '   '));
    const messages = await t.ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    expect(messages.map((message) => message.body)).toEqual([
      expect.stringMatching(/^Request approved/),
      'The donor marked the item sent.',
    ]);
    const after = await conversationOf(conversation.requestId);
    expect(after.lastMessageAt!.getTime()).toBeGreaterThanOrEqual(conversation.lastMessageAt!.getTime());
    expect(after.lastMessageAt!.getTime()).toBe(messages[1]!.createdAt.getTime());
  });

  it('a note to an unknown chat is refused with 404', async () => {
    await expect(t.ctx.db.transaction((tx) => postSystemMessageInTx(tx, 999_999, 'Hello'))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('completes once, and reopens on a new approval only while the delivery is still to come', async () => {
    const { requestId, conversation } = await approvedChat(t, donor, nonprofit);
    await t.ctx.db.transaction((tx) => completeConversationInTx(tx, requestId));
    const completed = await conversationOf(requestId);
    expect(completed.status).toBe('completed');
    expect(completed.completedAt).not.toBeNull();
    await t.ctx.db.transaction((tx) => completeConversationInTx(tx, requestId));
    expect((await conversationOf(requestId)).completedAt).toEqual(completed.completedAt);

    // The delivery was received: approving again (Edit Decision) leaves the finished chat alone.
    await t.ctx.db.update(requests).set({ deliveryStatus: 'received' }).where(eq(requests.id, requestId));
    expect((await open(requestId)).status).toBe('completed');

    await t.ctx.db.update(requests).set({ deliveryStatus: null }).where(eq(requests.id, requestId));
    await t.ctx.db.transaction((tx) => postSystemMessageInTx(tx, conversation.id, 'Request declined.'));
    const reopened = await open(requestId);
    expect(reopened).toMatchObject({ id: conversation.id, status: 'active', completedAt: null });
    const bodies = (await messagesIn(t, conversation.id)).map((message) => message.body);
    expect(bodies.filter((body) => body.startsWith('Request approved'))).toHaveLength(2);
  });

  it('completing a request without a chat does nothing', async () => {
    await expect(t.ctx.db.transaction((tx) => completeConversationInTx(tx, 999_999))).resolves.toBeUndefined();
  });
});
