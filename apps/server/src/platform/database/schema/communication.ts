import type { EmailStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requests } from './marketplace';
import { users } from './users';

export const emailTemplates = pgTable('email_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type { EmailStatus };

/**
 * One row per email, with its outcome: the outbox the sender works through (queued, sending,
 * then sent or failed after the last attempt) and the history an admin list shows
 * (docs/decisions/011-email-outbox.md).
 */
export const emailRecords = pgTable(
  'email_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateKey: text('template_key').notNull(),
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The request the email is about, so its history shows on the request (admin console). */
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part the sender sends with the body (null on rows written before the outbox). */
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: text('status').$type<EmailStatus>().notNull(),
    /** The last attempt's error while retrying, and the final one once failed. */
    error: text('error'),
    /** SMTP attempts so far, counted when a sender claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued row is due; while sending, when the claim lapses if that sender died. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The admin list's order (newest first, the id breaking ties), read from either end.
    index('email_records_created_idx').on(table.createdAt, table.id),
    // Counts by template, and by template and status, without reading the rows.
    index('email_records_template_idx').on(table.templateKey, table.status, table.createdAt),
    // One account's emails, newest first.
    index('email_records_user_idx').on(table.userId, table.createdAt, table.id),
    index('email_records_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'sent'`),
    // The admin search matches any part of the address or the subject.
    index('email_records_recipient_trgm_idx').using('gin', sql`${table.recipient} gin_trgm_ops`),
    index('email_records_subject_trgm_idx').using('gin', sql`${table.subject} gin_trgm_ops`),
    index('email_records_request_idx')
      .on(table.requestId)
      .where(sql`${table.requestId} is not null`),
    index('email_records_status_idx').on(table.status, table.createdAt),
    index('email_records_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/**
 * An emailed link asked for by address alone (password reset, a new verification link). The
 * request only writes this row, the same whether or not the address has an account; the sender
 * resolves the account later, so response times say nothing about who is registered.
 */
export const emailRequests = pgTable('email_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  address: text('address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  organization: text('organization'),
  inquiryType: text('inquiry_type').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
