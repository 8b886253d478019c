import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { UserRow } from '#src/platform/database/schema';
import { chatMessages } from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';
import { client, item } from './requests.test-support';
import { openConversationInTx } from '#src/features/chat/conversations.service';

/**
 * An approved request and its chat. Approval may already open the chat (the delivery feature wires
 * it); opening again must change nothing, so the tests work either way.
 */
export async function approvedChat(t: TestApp, donor: UserRow, nonprofit: UserRow, title = 'Folding tables') {
  const requestsApi = client(t);
  const listed = await item(t.ctx.db, donor, { quantity: 3, title });
  const created = await requestsApi.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 2 });
  expect(created.statusCode).toBe(201);
  const requestId = (created.json() as { request: { id: number } }).request.id;
  expect((await requestsApi.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);
  const conversation = await t.ctx.db.transaction((tx) => openConversationInTx(tx, requestId));
  return { requestId, conversation, item: listed };
}

export const messagesIn = (t: TestApp, conversationId: number) =>
  t.ctx.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));

export function chatClient(t: TestApp) {
  const query = (userId?: number) => (userId === undefined ? '' : `?user_id=${userId}`);
  return {
    list: (as: UserRow | undefined, userId?: number) =>
      t.request({ method: 'GET', url: `/api/chat/conversations${query(userId)}`, as }),
    read: (as: UserRow | undefined, conversationId: number, userId?: number) =>
      t.request({ method: 'GET', url: `/api/chat/conversations/${conversationId}/messages${query(userId)}`, as }),
    markRead: (as: UserRow | undefined, conversationId: number, userId?: number) =>
      t.request({ method: 'POST', url: `/api/chat/conversations/${conversationId}/read${query(userId)}`, as }),
    send: (as: UserRow | undefined, conversationId: number, payload: object, userId?: number) =>
      t.request({
        method: 'POST',
        url: `/api/chat/conversations/${conversationId}/messages${query(userId ?? as?.id)}`,
        payload,
        as,
      }),
  };
}
