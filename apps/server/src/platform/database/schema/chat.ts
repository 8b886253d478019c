import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConversationStatus } from '@app/shared';
import { requests } from './marketplace';
import { users } from './users';

/** The delivery chat of one approved request, between its donor and nonprofit. */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .unique()
      .references(() => requests.id, { onDelete: 'cascade' }),
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConversationStatus>().notNull().default('active'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Unread counts: messages after these times, written by someone else. */
    donorReadAt: timestamp('donor_read_at', { withTimezone: true }),
    nonprofitReadAt: timestamp('nonprofit_read_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_donor_idx').on(table.donorId, table.lastMessageAt.desc()),
    index('conversations_nonprofit_idx').on(table.nonprofitId, table.lastMessageAt.desc()),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for system messages. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    messageType: text('message_type').$type<'user' | 'system'>().notNull().default('user'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chat_messages_body_length', sql`char_length(${table.body}) between 1 and 2000`),
    index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;
