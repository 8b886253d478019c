import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TokenLedgerType } from '@app/shared';
import { requests } from './marketplace';
import { users } from './users';

/** A purchase or positive adjustment; spends take from the oldest live lot first (docs/product.md, Tokens). */
export const tokenLots = pgTable(
  'token_lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'purchase' | 'adjust'>().notNull(),
    tokensGranted: integer('tokens_granted').notNull(),
    tokensRemaining: integer('tokens_remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'token_lots_remaining_range',
      sql`${table.tokensRemaining} >= 0 and ${table.tokensRemaining} <= ${table.tokensGranted}`,
    ),
    index('token_lots_owner_idx').on(table.nonprofitId, table.createdAt),
    index('token_lots_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.tokensRemaining} > 0`),
  ],
);

/**
 * Append-only: rows are inserted, never updated or deleted. A nonprofit's balance is the sum of
 * its `tokens` (positive for purchase, refund, positive adjust; negative for spend, expire,
 * negative adjust). Spend and refund rows name the lot they touched.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryType: text('entry_type').$type<TokenLedgerType>().notNull(),
    tokens: integer('tokens').notNull(),
    lotId: integer('lot_id').references(() => tokenLots.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('token_ledger_nonzero', sql`${table.tokens} <> 0`),
    index('token_ledger_owner_idx').on(table.nonprofitId, table.createdAt),
    index('token_ledger_request_idx').on(table.requestId),
  ],
);
