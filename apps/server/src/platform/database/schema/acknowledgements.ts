import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { GiftUse } from '@app/shared';
import { requests } from './marketplace';
import { users } from './users';

/**
 * The nonprofit's written acknowledgement of a gift, recorded in the transaction that confirms the
 * delivery received (docs/product.md, Acknowledgement letters). Names and addresses are copied as
 * they were then, so a later profile edit does not rewrite a letter already given. No value: a
 * donee does not state one.
 */
export const donationAcknowledgements = pgTable(
  'donation_acknowledgements',
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
    nonprofitName: text('nonprofit_name').notNull(),
    nonprofitEin: text('nonprofit_ein'),
    nonprofitStreet: text('nonprofit_street'),
    nonprofitCity: text('nonprofit_city'),
    nonprofitState: text('nonprofit_state'),
    nonprofitZip: text('nonprofit_zip'),
    donorName: text('donor_name').notNull(),
    donorCompanyName: text('donor_company_name'),
    itemDescription: text('item_description').notNull(),
    itemCategory: text('item_category').notNull(),
    quantity: integer('quantity').notNull(),
    eventName: text('event_name'),
    /** The request's stated use, as it was when the delivery was confirmed. */
    intendedUse: text('intended_use').$type<GiftUse>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('donation_acknowledgements_donor_idx').on(table.donorId)],
);
export type DonationAcknowledgementRow = typeof donationAcknowledgements.$inferSelect;

/**
 * The signed versions of an acknowledgement (docs/product.md, Acknowledgement letters). Version 1 is
 * the first signature; a correction is a new version that supersedes the one before, and the latest
 * is the current letter. A trigger refuses any change to a row (migration 0023): a signed letter
 * is never rewritten.
 */
export const acknowledgementVersions = pgTable(
  'acknowledgement_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => donationAcknowledgements.requestId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => acknowledgementVersions.id),
    itemDescription: text('item_description').notNull(),
    quantity: integer('quantity').notNull(),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerTitle: text('signer_title').notNull(),
    authorised: boolean('authorised').notNull(),
    correctionReason: text('correction_reason'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('acknowledgement_versions_request_version_unique').on(table.requestId, table.version),
    unique('acknowledgement_versions_supersedes_unique').on(table.supersedesId),
    check('acknowledgement_versions_authorised', sql`${table.authorised} = true`),
    check('acknowledgement_versions_chain', sql`(${table.version} = 1) = (${table.supersedesId} IS NULL)`),
    index('acknowledgement_versions_request_idx').on(table.requestId, table.version),
  ],
);
export type AcknowledgementVersionRow = typeof acknowledgementVersions.$inferSelect;

/** Reminders to sign an acknowledgement: each kind once per request (features/acknowledgements). */
export const acknowledgementReminders = pgTable(
  'acknowledgement_reminders',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => donationAcknowledgements.requestId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.kind] })],
);
