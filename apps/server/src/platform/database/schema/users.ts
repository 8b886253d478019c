import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ApprovalStatus, DonorEntityType, IrsEvidence, Role } from '@app/shared';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The unique index on a nonprofit's EIN: a unique violation naming it is "EIN taken", not "email taken". */
export const USERS_NONPROFIT_EIN_KEY = 'users_nonprofit_ein_key';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    role: text('role').$type<Role>().notNull(),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    preferredContact: text('preferred_contact'),
    website: text('website'),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address waiting for its emailed confirmation; `email` stays the sign-in address until then. */
    pendingEmail: text('pending_email'),
    // nonprofit
    organizationName: text('organization_name'),
    ein: text('ein'),
    /** The organization's street address (city, state and zip are the columns above). */
    address: text('address'),
    shippingAddress: text('shipping_address'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingZip: text('shipping_zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    missionStatement: text('mission_statement'),
    serviceAreas: jsonb('service_areas').$type<string[]>().notNull().default([]),
    logoUrl: text('logo_url'),
    taxExemptDocUrl: text('tax_exempt_doc_url'),
    /** What the IRS files said when an admin approved the nonprofit, kept as it was then. */
    approvalIrsEvidence: jsonb('approval_irs_evidence').$type<IrsEvidence>(),
    // donor
    companyName: text('company_name'),
    donorScope: text('donor_scope'),
    pickupAddress: text('pickup_address'),
    pickupCity: text('pickup_city'),
    pickupState: text('pickup_state'),
    pickupZip: text('pickup_zip'),
    pickupLatitude: doublePrecision('pickup_latitude'),
    pickupLongitude: doublePrecision('pickup_longitude'),
    givingPreferences: jsonb('giving_preferences').$type<string[]>().notNull().default([]),
    companyLogoUrl: text('company_logo_url'),
    /** Decides the tax report's Form 8283 threshold; null reads as a C corporation. */
    entityType: text('entity_type').$type<DonorEntityType>(),
    tourCompleted: boolean('tour_completed').notNull().default(false),
    /**
     * When the account's address was last placed (geocoded), found or not; null: never, so the
     * place back-fill (features/places) still has to try. Every address writer sets it.
     */
    placeCheckedAt: timestamp('place_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When the account last used a session (kept with the session's own touch): "active users". */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // One EIN, one nonprofit (docs/product.md, Accounts and sign-in): stored canonical (`12-3456789`),
    // so equal EINs are equal text. Decides two sign-ups or edits at the same moment.
    uniqueIndex(USERS_NONPROFIT_EIN_KEY)
      .on(table.ein)
      .where(sql`${table.role} = 'nonprofit' and ${table.ein} is not null`),
    index('users_role_status_idx').on(table.role, table.approvalStatus),
    index('users_created_at_idx').on(table.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** change_email: the link sent to a new address, confirming it (users.pending_email). */
export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** Single-use tokens sent by email; only their hash is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Fixed-window counters shared by every server process (login and email throttles). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
