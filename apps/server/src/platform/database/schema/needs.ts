import type { GiftUse, NeedOfferStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events, items, requests } from './marketplace';
import { users } from './users';

/**
 * What a nonprofit stores of its need's state: open until it closes it. Whether a need reads as
 * filled (approved requests cover it) or past its date is worked out when it is read, from the live
 * requests and the day (docs/product.md, Needs board), so a request declined later reopens it.
 */
export type StoredNeedStatus = 'open' | 'closed';

/** A nonprofit's posted need (docs/product.md, Needs board). */
export const needs = pgTable(
  'needs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** The calendar day (YYYY-MM-DD) after which the need reads as past its date. */
    neededBy: date('needed_by', { mode: 'string' }).notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** As the request dialog asks it: the request made by accepting an offer carries it. */
    intendedUse: text('intended_use').$type<GiftUse>().notNull(),
    status: text('status').$type<StoredNeedStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('needs_quantity_positive', sql`${table.quantity} > 0`),
    check('needs_status_known', sql`${table.status} in ('open', 'closed')`),
    check('needs_intended_use_known', sql`${table.intendedUse} in ('programs', 'care_of_needy', 'resale')`),
    // The nonprofit's Needs tab, newest first.
    index('needs_nonprofit_idx').on(table.nonprofitId, table.createdAt.desc()),
    // The donors' board: needs not closed, soonest needed first.
    index('needs_open_needed_by_idx')
      .on(table.neededBy, table.id)
      .where(sql`${table.status} = 'open'`),
  ],
);
export type NeedRow = typeof needs.$inferSelect;

/**
 * A donor's answer to a need: the listing it made (`item_id`), offered to the need's nonprofit alone
 * until `offered_until`, and the request accepting it made (docs/product.md, Needs board).
 */
export const needOffers = pgTable(
  'need_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    needId: integer('need_id')
      .notNull()
      .references(() => needs.id, { onDelete: 'cascade' }),
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .unique()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    message: text('message'),
    status: text('status').$type<NeedOfferStatus>().notNull().default('offered'),
    offeredUntil: timestamp('offered_until', { withTimezone: true }).notNull(),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('need_offers_quantity_positive', sql`${table.quantity} > 0`),
    check('need_offers_status_known', sql`${table.status} in ('offered', 'accepted', 'declined', 'expired')`),
    index('need_offers_need_idx').on(table.needId, table.createdAt.desc()),
    index('need_offers_donor_idx').on(table.donorId, table.createdAt.desc()),
    // Quantity fulfilled: the requests accepting made, summed per need.
    index('need_offers_request_idx').on(table.requestId),
    // The release job: offers whose window ended unanswered.
    index('need_offers_waiting_idx')
      .on(table.offeredUntil)
      .where(sql`${table.status} = 'offered'`),
  ],
);
export type NeedOfferRow = typeof needOffers.$inferSelect;
