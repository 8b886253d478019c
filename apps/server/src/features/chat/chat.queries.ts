import type { DeliveryMethod, DeliveryStatus } from '@app/shared';
import { CHAT_RULES } from '@app/shared';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/platform/database/client';
import {
  chatMessages,
  conversations,
  items,
  requests,
  users,
  type ConversationRow,
} from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { CHAT_REFUSALS, PREVIEW_LENGTH } from './chat.messages';

const donorUser = alias(users, 'donor_user');
const nonprofitUser = alias(users, 'nonprofit_user');

/**
 * The viewer's read time in this conversation; 'infinity' for someone who is not a party (an
 * admin looking in), so nothing counts as unread for them.
 */
const readAtOf = (viewerId: number | null) =>
  viewerId === null
    ? sql`'infinity'::timestamptz`
    : sql`case when ${conversations.donorId} = ${viewerId} then ${conversations.donorReadAt}
        when ${conversations.nonprofitId} = ${viewerId} then ${conversations.nonprofitReadAt}
        else 'infinity'::timestamptz end`;

/** Messages by anyone but the viewer (system notes included) written after the viewer last read. */
const unreadCondition = (viewerId: number | null) =>
  sql`${chatMessages.senderId} is distinct from ${viewerId ?? 0}
    and ${chatMessages.createdAt} > coalesce(${readAtOf(viewerId)}, '-infinity'::timestamptz)`;

export interface ConversationView {
  conversation: ConversationRow;
  itemTitle: string;
  donorName: string;
  nonprofitName: string;
  deliveryMethod: DeliveryMethod | null;
  deliveryStatus: DeliveryStatus | null;
  lastMessage: string | null;
  unreadCount: number;
}

/** Conversations with what the list shows, newest activity first, unread counted for `viewerId`. */
export async function loadConversationViews(
  db: Queryable,
  viewerId: number | null,
  filter: SQL | undefined,
  limit: number,
): Promise<ConversationView[]> {
  return db
    .select({
      conversation: conversations,
      itemTitle: items.title,
      donorName: sql<string>`coalesce(${donorUser.companyName}, ${donorUser.name})`,
      nonprofitName: sql<string>`coalesce(${nonprofitUser.organizationName}, ${nonprofitUser.name})`,
      deliveryMethod: requests.deliveryMethod,
      deliveryStatus: requests.deliveryStatus,
      lastMessage: sql<string | null>`(select left(${chatMessages.body}, ${PREVIEW_LENGTH}) from ${chatMessages}
        where ${chatMessages.conversationId} = ${conversations.id}
        order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc limit 1)`,
      unreadCount: sql<number>`(select count(*) from ${chatMessages}
        where ${chatMessages.conversationId} = ${conversations.id} and ${unreadCondition(viewerId)})`.mapWith(Number),
    })
    .from(conversations)
    .innerJoin(requests, eq(requests.id, conversations.requestId))
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(donorUser, eq(donorUser.id, conversations.donorId))
    .innerJoin(nonprofitUser, eq(nonprofitUser.id, conversations.nonprofitId))
    .where(filter)
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
    .limit(limit);
}

export const partyIn = (userId: number) => or(eq(conversations.donorId, userId), eq(conversations.nonprofitId, userId));

export async function loadUserConversations(db: Queryable, userId: number): Promise<ConversationView[]> {
  return loadConversationViews(db, userId, partyIn(userId), CHAT_RULES.conversationsLimit);
}

export async function loadConversationView(db: Queryable, viewerId: number | null, conversationId: number) {
  const [view] = await loadConversationViews(db, viewerId, eq(conversations.id, conversationId), 1);
  if (!view) throw notFound(CHAT_REFUSALS.notFound);
  return view;
}

/** Over all the user's conversations, not only the listed ones, so the badge stays true. */
export async function countUnreadMessages(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(partyIn(userId), unreadCondition(userId)));
  return row?.n ?? 0;
}

export async function findConversation(db: Queryable, conversationId: number): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!row) throw notFound(CHAT_REFUSALS.notFound);
  return row;
}
