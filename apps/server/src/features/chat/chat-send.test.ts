import { CHAT_RULES, chatMessageSchema } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { notifications, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import { approvedChat, chatClient, messagesIn } from '#test/support/chat.test-support';
import { completeConversationInTx } from './conversations.service';

describe('sending chat messages', () => {
  let t: TestApp;
  let api: ReturnType<typeof chatClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;
  let chat: Awaited<ReturnType<typeof approvedChat>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = chatClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 2000, { organizationName: 'Harbor Pantry' });
    admin = await createUser(t.ctx.db, { role: 'admin' });
    chat = await approvedChat(t, donor, nonprofit, 'Projectors');
  });
  afterAll(() => t.close());

  const messageNotifications = (user: UserRow, conversationId: number) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          eq(notifications.conversationId, conversationId),
          eq(notifications.type, 'message_received'),
        ),
      );

  it('stores the trimmed message, answers it, and notifies the other party', async () => {
    const response = await api.send(nonprofit, chat.conversation.id, { message: '  Can we pick up Friday?  ' });
    expect(response.statusCode).toBe(201);
    const message = chatMessageSchema.parse(response.json());
    expect(message).toMatchObject({
      conversation_id: chat.conversation.id,
      sender_id: nonprofit.id,
      sender_role: 'nonprofit',
      message: 'Can we pick up Friday?',
      message_type: 'user',
    });
    const [notification] = await messageNotifications(donor, chat.conversation.id);
    expect(notification).toMatchObject({
      title: 'New message from Harbor Pantry',
      message: 'Can we pick up Friday?',
      read: false,
      metadata: { request_id: chat.requestId, item_title: 'Projectors', donor_name: 'Acme Giving' },
    });
    expect(await messageNotifications(nonprofit, chat.conversation.id)).toEqual([]);
  });

  it('rings the bell once per unread burst, and again after the chat is read', async () => {
    const fresh = await approvedChat(t, donor, nonprofit);
    for (const text of ['One', 'Two', 'Three']) {
      expect((await api.send(donor, fresh.conversation.id, { message: text })).statusCode).toBe(201);
    }
    expect(await messageNotifications(nonprofit, fresh.conversation.id)).toHaveLength(1);

    // Marking the chat read reads its message notification, so the next message notifies again.
    expect((await api.markRead(nonprofit, fresh.conversation.id)).statusCode).toBe(200);
    expect((await messageNotifications(nonprofit, fresh.conversation.id))[0]!.read).toBe(true);
    await api.send(donor, fresh.conversation.id, { message: 'Four' });
    const after = await messageNotifications(nonprofit, fresh.conversation.id);
    expect(after.map((row) => row.read).sort()).toEqual([false, true]);
  });

  it('lets an admin write to both parties, and parties write in a completed chat', async () => {
    const fresh = await approvedChat(t, donor, nonprofit);
    const response = await api.send(admin, fresh.conversation.id, { message: 'Checking in' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ sender_id: admin.id, sender_role: 'admin' });
    expect(await messageNotifications(donor, fresh.conversation.id)).toHaveLength(1);
    expect(await messageNotifications(nonprofit, fresh.conversation.id)).toHaveLength(1);

    await t.ctx.db.transaction((tx) => completeConversationInTx(tx, fresh.requestId));
    expect((await api.send(donor, fresh.conversation.id, { message: 'Thanks again!' })).statusCode).toBe(201);
  });

  it('refuses blank and too long messages with 400 and stores nothing', async () => {
    const before = (await messagesIn(t, chat.conversation.id)).length;
    for (const payload of [
      { message: '' },
      { message: '   \n\t ' },
      { message: 'x'.repeat(CHAT_RULES.messageMaxLength + 1) },
      {},
      { message: 42 },
    ]) {
      const response = await api.send(donor, chat.conversation.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBeDefined();
    }
    expect(
      (await api.send(donor, chat.conversation.id, { message: 'y'.repeat(CHAT_RULES.messageMaxLength) })).statusCode,
    ).toBe(201);
    expect(await messagesIn(t, chat.conversation.id)).toHaveLength(before + 1);
  });

  it('refuses strangers, other user_ids, unknown chats and anonymous callers', async () => {
    const strangerDonor = await createUser(t.ctx.db, { role: 'donor' });
    const strangerNonprofit = await fundedNonprofit(t.ctx.db, 0);
    const before = (await messagesIn(t, chat.conversation.id)).length;
    expect((await api.send(strangerDonor, chat.conversation.id, { message: 'Hi' })).statusCode).toBe(403);
    expect((await api.send(strangerNonprofit, chat.conversation.id, { message: 'Hi' })).statusCode).toBe(403);
    expect((await api.send(donor, chat.conversation.id, { message: 'Hi' }, nonprofit.id)).statusCode).toBe(403);
    expect((await api.send(donor, 999_999, { message: 'Hi' })).statusCode).toBe(404);
    expect((await api.send(donor, 99_999_999_999, { message: 'Hi' })).statusCode).toBe(400);
    expect((await api.send(undefined, chat.conversation.id, { message: 'Hi' })).statusCode).toBe(401);
    expect(await messagesIn(t, chat.conversation.id)).toHaveLength(before);
  });

  it('allows 20 messages a minute per user, then answers 429 and stores nothing', async () => {
    const chattyDonor = await createUser(t.ctx.db, { role: 'donor' });
    const fresh = await approvedChat(t, chattyDonor, nonprofit);
    for (let sent = 0; sent < CHAT_RULES.messagesPerMinute; sent += 1) {
      expect((await api.send(chattyDonor, fresh.conversation.id, { message: `Message ${sent}` })).statusCode).toBe(201);
    }
    const refused = await api.send(chattyDonor, fresh.conversation.id, { message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^You are sending messages too quickly\. Please wait \d+ seconds?/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesIn(t, fresh.conversation.id)).toHaveLength(1 + CHAT_RULES.messagesPerMinute);
    // The limit is the sender's: the other party can still answer.
    expect((await api.send(nonprofit, fresh.conversation.id, { message: 'Slow down!' })).statusCode).toBe(201);
  });
});
