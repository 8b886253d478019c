import type { TaxPacketStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A donor's year-end tax packet (docs/product.md, Year-end tax packet): asked for, then built in the
 * background by whichever server process claims it. `heartbeat_at` moves while it builds; a
 * building packet whose heartbeat stopped was left by a process that died and is claimed again.
 */
export const taxPackets = pgTable(
  'tax_packets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked: the donor, or the admin who produced every donor's packet. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<TaxPacketStatus>().notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    giftCount: integer('gift_count'),
    /** Claims so far: a packet whose builds keep dying is failed rather than retried for ever. */
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed, in the words shown to the donor. */
    failureReason: text('failure_reason'),
    pdfKey: text('pdf_key'),
    csvKey: text('csv_key'),
    /** Email the donor a link once ready (packets an admin produced for every donor). */
    notifyDonor: boolean('notify_donor').notNull().default(false),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // One packet queued or building per donor: a second ask answers the first.
    uniqueIndex('tax_packets_active_donor_key')
      .on(table.donorId)
      .where(sql`${table.status} in ('queued', 'building')`),
    index('tax_packets_donor_idx').on(table.donorId, table.requestedAt.desc()),
    index('tax_packets_queue_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} in ('queued', 'building')`),
    check('tax_packets_status_known', sql`${table.status} in ('queued', 'building', 'ready', 'failed')`),
    check('tax_packets_range', sql`${table.endDate} >= ${table.startDate}`),
  ],
);
export type TaxPacketRow = typeof taxPackets.$inferSelect;
