import type { IrsFileKind, IrsImportStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One upload of an IRS file (docs/product.md, "Checking a nonprofit against IRS data"). Its rows are
 * loaded under its id while `loading` (the staging copy nobody reads); only a file read whole
 * becomes `live`, in one transaction that turns the previous live import of the same kind and part
 * into `replaced`. Readers join the live import, so they see the old data or the new, never a mix.
 * `part` tells the Business Master File's region files apart (eo1, eo2 ...); the other kinds have
 * one part, named for the kind.
 */
export const irsImports = pgTable(
  'irs_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<IrsFileKind>().notNull(),
    part: text('part').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<IrsImportStatus>().notNull().default('loading'),
    rowCount: integer('row_count').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** Why a failed import was refused, in the words shown to the admin. */
    error: text('error'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('irs_imports_live_key')
      .on(table.kind, table.part)
      .where(sql`${table.status} = 'live'`),
    index('irs_imports_started_idx').on(table.startedAt.desc()),
  ],
);
export type IrsImportRow = typeof irsImports.$inferSelect;

const importId = () =>
  integer('import_id')
    .notNull()
    .references(() => irsImports.id, { onDelete: 'cascade' });

/** The Exempt Organizations Business Master File extract: the fields the evidence card reads. EIN is 9 digits, no dash. */
export const irsBmfRows = pgTable(
  'irs_bmf_rows',
  {
    importId: importId(),
    ein: text('ein').notNull(),
    name: text('name').notNull(),
    careOf: text('care_of'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    groupExemption: text('group_exemption'),
    subsection: text('subsection'),
    affiliation: text('affiliation'),
    classification: text('classification'),
    ruling: text('ruling'),
    deductibility: text('deductibility'),
    foundation: text('foundation'),
    organization: text('organization'),
    status: text('status'),
    nteeCode: text('ntee_code'),
    sortName: text('sort_name'),
  },
  (table) => [index('irs_bmf_rows_ein_idx').on(table.ein, table.importId)],
);

/** Publication 78: organizations eligible to receive tax-deductible contributions. */
export const irsPub78Rows = pgTable(
  'irs_pub78_rows',
  {
    importId: importId(),
    ein: text('ein').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    deductibilityCode: text('deductibility_code'),
  },
  (table) => [index('irs_pub78_rows_ein_idx').on(table.ein, table.importId)],
);

/** The automatic revocation list; a row with a reinstatement date is exempt again. */
export const irsRevocationRows = pgTable(
  'irs_revocation_rows',
  {
    importId: importId(),
    ein: text('ein').notNull(),
    name: text('name').notNull(),
    doingBusinessAs: text('doing_business_as'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    exemptionType: text('exemption_type'),
    revocationDate: date('revocation_date', { mode: 'string' }),
    postingDate: date('posting_date', { mode: 'string' }),
    reinstatementDate: date('reinstatement_date', { mode: 'string' }),
  },
  (table) => [index('irs_revocation_rows_ein_idx').on(table.ein, table.importId)],
);

/**
 * An approved nonprofit that a newer revocation list shows as revoked: its open requests are
 * paused until an admin lifts the hold (or rejects the organization). One hold per revocation, so
 * importing the same list again does not bring back a hold an admin lifted.
 */
export const nonprofitIrsHolds = pgTable(
  'nonprofit_irs_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revocationDate: date('revocation_date', { mode: 'string' }),
    importId: integer('import_id').references(() => irsImports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (table) => [
    uniqueIndex('nonprofit_irs_holds_revocation_key').on(table.nonprofitId, table.revocationDate),
    index('nonprofit_irs_holds_open_idx')
      .on(table.nonprofitId)
      .where(sql`${table.liftedAt} is null`),
  ],
);
