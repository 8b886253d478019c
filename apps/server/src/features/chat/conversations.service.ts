import { and, desc, eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { chatMessages, conversations, items, requests, type ConversationRow } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { publishLive } from '#src/platform/live/publish';
import { approvalNote, CHAT_REFUSALS } from './chat.messages';
import { postMessageInTx } from './chat.post';
import { findConversation } from './chat.queries';

async function loadRequest(tx: Transaction, requestId: number) {
  const [row] = await tx
    .select({
      id: requests.id,
      donorId: requests.donorId,
      nonprofitId: requests.nonprofitId,
      quantity: requests.quantityRequested,
      deliveryStatus: requests.deliveryStatus,
      itemTitle: items.title,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .where(eq(requests.id, requestId));
  if (!row) throw notFound(CHAT_REFUSALS.requestNotFound);
  return row;
}

async function latestSystemNote(tx: Transaction, conversationId: number): Promise<string | null> {
  const [row] = await tx
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.messageType, 'system')))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return row?.body ?? null;
}

const announceStatus = (tx: Transaction, conversation: ConversationRow) =>
  publishLive(tx, [conversation.donorId, conversation.nonprofitId], 'conversation', {
    conversation_id: conversation.id,
    status: conversation.status,
  });

/**
 * Opens (or returns) the chat of an approved request, inside the approval's transaction.
 * Idempotent: the approval note is posted unless it is already the chat's latest system note, so a
 * repeated call adds nothing while an Edit Decision back to approved after other events (a
 * decline note, a completed delivery) says so again. A completed chat is reopened unless the
 * delivery was received: an approval whose delivery is still to come needs its chat.
 */
export async function openConversationInTx(tx: Transaction, requestId: number): Promise<ConversationRow> {
  const request = await loadRequest(tx, requestId);
  // The unique request_id makes a concurrent second open wait here, then find the first one's row.
  const [created] = await tx
    .insert(conversations)
    .values({ requestId, donorId: request.donorId, nonprofitId: request.nonprofitId })
    .onConflictDoNothing({ target: conversations.requestId })
    .returning();
  let conversation = created;
  if (conversation) {
    await announceStatus(tx, conversation);
  } else {
    const [existing] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.requestId, requestId))
      .for('update');
    conversation = existing!;
    if (conversation.status === 'completed' && request.deliveryStatus !== 'received') {
      const [reopened] = await tx
        .update(conversations)
        .set({ status: 'active', completedAt: null })
        .where(eq(conversations.id, conversation.id))
        .returning();
      conversation = reopened!;
      await announceStatus(tx, conversation);
    }
  }
  const note = approvalNote(request.itemTitle, request.quantity);
  if ((await latestSystemNote(tx, conversation.id)) === note) return conversation;
  return (await postMessageInTx(tx, conversation, null, note)).conversation;
}

/**
 * The request's conversation, opened now when it has none (no note: the first message follows in
 * the same transaction). The parties are the request's own donor and nonprofit, never ids from the
 * caller. `created` says whether this call opened it.
 */
export async function ensureRequestConversationInTx(
  tx: Transaction,
  requestId: number,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const request = await loadRequest(tx, requestId);
  const [created] = await tx
    .insert(conversations)
    .values({ requestId, donorId: request.donorId, nonprofitId: request.nonprofitId })
    .onConflictDoNothing({ target: conversations.requestId })
    .returning();
  if (created) {
    await announceStatus(tx, created);
    return { conversation: created, created: true };
  }
  const [existing] = await tx.select().from(conversations).where(eq(conversations.requestId, requestId));
  return { conversation: existing!, created: false };
}

/** A note from the platform itself (delivery moves), shown to both parties. Blank text is dropped. */
export async function postSystemMessageInTx(tx: Transaction, conversationId: number, text: string): Promise<void> {
  const body = text.trim();
  if (body === '') return;
  await postMessageInTx(tx, await findConversation(tx, conversationId), null, body);
}

/** Delivery received: the chat is marked completed (still open for messages) and both sides told live. */
export async function completeConversationInTx(tx: Transaction, requestId: number): Promise<void> {
  const [completed] = await tx
    .update(conversations)
    .set({ status: 'completed', completedAt: new Date() })
    .where(and(eq(conversations.requestId, requestId), eq(conversations.status, 'active')))
    .returning();
  if (completed) await announceStatus(tx, completed);
}
