import type { BroadcastTarget } from '@app/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** In-app notifications (the bell comes later; the records are written from now on). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    conversationId: integer('conversation_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt.desc())],
);

/** Live site settings (docs/product.md, Site settings): one row per key; missing keys use the shared defaults. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A message from the admins to everyone in an audience (docs/product.md, Admin console: Messages):
 * stored once, not copied per account, so an account created later sees it too. Shown from
 * `starts_at` until `expires_at` (never, when null).
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    target: text('target').$type<BroadcastTarget>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('broadcasts_target_known', sql`${table.target} in ('all', 'nonprofits', 'donors')`),
    check('broadcasts_expiry_after_start', sql`${table.expiresAt} is null or ${table.expiresAt} > ${table.startsAt}`),
    index('broadcasts_live_idx').on(table.startsAt, table.expiresAt),
  ],
);

/** What one account did with a broadcast: read it, or dismissed it from the bell. */
export const broadcastReceipts = pgTable(
  'broadcast_receipts',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.broadcastId, table.userId] }),
    index('broadcast_receipts_user_idx').on(table.userId),
  ],
);
