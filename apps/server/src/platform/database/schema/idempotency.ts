import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export type IdempotencyStatus = 'processing' | 'completed';

/**
 * One row per Idempotency-Key a user sent to a write that takes money or tokens. The row is
 * inserted before the work runs (the primary key lets only one of two concurrent requests
 * claim it) and then holds the response to replay. Kept 24 hours; a claim whose lease ran out
 * with no response stored (its request died) may be taken again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route pattern, e.g. `POST /api/requests`. */
    route: text('route').notNull(),
    /** SHA-256 of method, URL and body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: text('status').$type<IdempotencyStatus>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** While `processing`: the claim holds until then, renewed by the running request. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
