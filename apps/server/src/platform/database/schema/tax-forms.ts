import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DisposalMethod } from '@app/shared';
import { requests } from './marketplace';
import { users } from './users';

/**
 * The nonprofit's signature of Form 8283 Section B, Part V, for one gift (docs/product.md, Tax report).
 * Written once: a signature is never changed. The organisation's name and EIN are copied as they were.
 */
export const form8283Signatures = pgTable(
  'form_8283_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .unique()
      .references(() => requests.id, { onDelete: 'cascade' }),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationName: text('organization_name').notNull(),
    ein: text('ein'),
    dateReceived: date('date_received', { mode: 'string' }).notNull(),
    signerName: text('signer_name').notNull(),
    signerTitle: text('signer_title').notNull(),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_8283_signatures_nonprofit_idx').on(table.nonprofitId)],
);

/** A Section B gift the nonprofit disposed of within 3 years of receipt (Form 8282); one per gift. */
export const form8282Disposals = pgTable(
  'form_8282_disposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .unique()
      .references(() => requests.id, { onDelete: 'cascade' }),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disposedOn: date('disposed_on', { mode: 'string' }).notNull(),
    method: text('method').$type<DisposalMethod>().notNull(),
    amountReceivedCents: integer('amount_received_cents'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('form_8282_disposals_amount_not_negative', sql`${table.amountReceivedCents} >= 0`),
    index('form_8282_disposals_nonprofit_idx').on(table.nonprofitId),
  ],
);
