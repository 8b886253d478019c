import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import type { LiveEvent } from '#src/platform/live/live-bus';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import { approvedChat, chatClient } from '#test/support/chat.test-support';
import { completeConversationInTx } from './conversations.service';

/** Resolves once `check` holds; the bus delivers after commit, asynchronously. */
async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a live event');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('chat events on the live stream', () => {
  let t: TestApp;
  let api: ReturnType<typeof chatClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  const received = new Map<number, LiveEvent[]>();
  const eventsOf = (user: UserRow) => received.get(user.id) ?? [];
  let stops: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    api = chatClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 1000, { organizationName: 'Harbor Pantry' });
    stops = [donor, nonprofit].map((user) =>
      t.ctx.live.subscribe(user.id, (event) => received.set(user.id, [...eventsOf(user), event])),
    );
  });
  afterAll(async () => {
    stops.forEach((stop) => stop());
    await t.close();
  });

  /** Events about one chat only: approvals elsewhere publish their own, and may arrive late. */
  const about = (user: UserRow, conversationId: number) =>
    eventsOf(user).filter((event) => {
      const data = event.data as { conversation_id?: number; notification?: { conversation_id: number | null } };
      return (data.conversation_id ?? data.notification?.conversation_id) === conversationId;
    });
  const messageNotifications = (user: UserRow, conversationId: number) =>
    about(user, conversationId)
      .filter((event) => event.type === 'notification')
      .map((event) => (event.data as { notification: { type: string; message: string } }).notification)
      .filter((notification) => notification.type === 'message_received');
  const userMessages = (user: UserRow, conversationId: number) =>
    about(user, conversationId)
      .filter((event) => event.type === 'message')
      .map((event) => (event.data as { message: { message: string; message_type: string } }).message)
      .filter((message) => message.message_type === 'user')
      .map((message) => message.message);

  it('tells both parties of the opened chat and its note', async () => {
    const { conversation } = await approvedChat(t, donor, nonprofit);
    for (const party of [donor, nonprofit]) {
      await until(() => about(party, conversation.id).some((event) => event.type === 'message'));
      expect(about(party, conversation.id)).toContainEqual({
        type: 'conversation',
        data: { conversation_id: conversation.id, status: 'active' },
      });
    }
  });

  it('sends a message to both parties and the notification to the recipient only', async () => {
    const { conversation, requestId } = await approvedChat(t, donor, nonprofit);
    const sent = (await api.send(donor, conversation.id, { message: 'Truck arrives at 9' })).json();
    await until(() => messageNotifications(nonprofit, conversation.id).length === 1);
    await until(() => userMessages(donor, conversation.id).length === 1);
    for (const party of [donor, nonprofit]) {
      expect(about(party, conversation.id)).toContainEqual({
        type: 'message',
        data: { conversation_id: conversation.id, message: sent },
      });
    }
    expect(messageNotifications(nonprofit, conversation.id)).toMatchObject([{ message: 'Truck arrives at 9' }]);
    expect(messageNotifications(donor, conversation.id)).toEqual([]);

    await t.ctx.db.transaction((tx) => completeConversationInTx(tx, requestId));
    const completed = { type: 'conversation', data: { conversation_id: conversation.id, status: 'completed' } };
    await until(() =>
      about(donor, conversation.id).some((event) => (event.data as { status?: string }).status === 'completed'),
    );
    expect(about(donor, conversation.id)).toContainEqual(completed);
  });

  it('sends nothing for a refused message', async () => {
    const { conversation } = await approvedChat(t, donor, nonprofit);
    const stranger = await createUser(t.ctx.db, { role: 'donor' });
    expect((await api.send(stranger, conversation.id, { message: 'Hi' })).statusCode).toBe(403);
    expect((await api.send(donor, conversation.id, { message: ' ' })).statusCode).toBe(400);
    // A later event proves the stream is flowing, so the refused ones would have arrived by now.
    await api.send(nonprofit, conversation.id, { message: 'Marker' });
    await until(() => messageNotifications(donor, conversation.id).length === 1);
    expect(userMessages(donor, conversation.id)).toEqual(['Marker']);
  });
});
