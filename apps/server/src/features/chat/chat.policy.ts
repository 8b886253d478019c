import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { ConversationRow, UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';
import { CHAT_REFUSALS } from './chat.messages';

/** How a user takes part in a conversation; also the sender_role of what they write. */
export type ChatRole = 'donor' | 'nonprofit' | 'admin';

/**
 * docs/product.md, API contract: the optional user_id must name the caller; admins may name anyone
 * (they oversee chats), 401 anonymous.
 */
export function requireChatUser(request: FastifyRequest, namedUserId: number | undefined): UserRow {
  const user = requireUser(request);
  if (namedUserId !== undefined && namedUserId !== user.id && user.role !== 'admin') {
    throw forbidden(CHAT_REFUSALS.otherUser);
  }
  return user;
}

/** Only the request's donor and nonprofit, and admins, may read or write; anyone else 403. */
export function chatRoleIn(conversation: Pick<ConversationRow, 'donorId' | 'nonprofitId'>, user: UserRow): ChatRole {
  if (user.id === conversation.donorId) return 'donor';
  if (user.id === conversation.nonprofitId) return 'nonprofit';
  if (user.role === 'admin') return 'admin';
  throw forbidden(CHAT_REFUSALS.notParty);
}
