import type { Transaction } from '../../platform/database/client';
import type { ConversationRow } from '../../platform/database/schema';

/**
 * CONTRACT (helper D2 implements): opens (or returns the existing) conversation of an approved
 * request between its donor and nonprofit, with a system message, inside the caller's transaction.
 * Idempotent per request (conversations.request_id is unique); an Edit Decision that approves again
 * reopens the same conversation.
 */
export async function openConversationInTx(_tx: Transaction, _requestId: number): Promise<ConversationRow> {
  throw new Error('not implemented yet');
}

/**
 * CONTRACT (helper D2 implements): appends a system message (sender null) and publishes it live to
 * both parties (publishLive in the same transaction); bumps last_message_at.
 */
export async function postSystemMessageInTx(_tx: Transaction, _conversationId: number, _text: string): Promise<void> {
  throw new Error('not implemented yet');
}

/** CONTRACT (helper D2 implements): marks the conversation completed (delivery received). */
export async function completeConversationInTx(_tx: Transaction, _requestId: number): Promise<void> {
  throw new Error('not implemented yet');
}
