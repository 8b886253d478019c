import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  ItemCondition,
  DeclineReason,
  DeliveryMethod,
  DeliveryStatus,
  DeliveryOption,
  DonorScope,
  EventType,
  GiftUse,
  ItemStatus,
  RequestStatus,
} from '@app/shared';
import { tsvector } from './tsvector';
import { users } from './users';

/**
 * Items the marketplace may show; the GET /items query repeats this text so the planner matches it.
 * An item held for the nonprofit whose need it answers is in no one's marketplace until the hold ends
 * (docs/product.md, Needs board).
 */
const LISTED_ITEMS = sql.raw(
  `"items"."status" in ('available', 'requested', 'approved', 'completed') and ("items"."status" <> 'available' or "items"."quantity" > 0) and "items"."held_for_nonprofit_id" is null`,
);

export interface ItemImage {
  id: string;
  url: string;
  public_id: string | null;
  original_filename: string | null;
  thumbnail_url?: string | null;
}

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const items = pgTable(
  'items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** Unit fair market value in cents (shown as dollars with two decimals). */
    fmvCents: integer('fmv_cents').notNull(),
    /**
     * The donor's unit cost basis in cents, optional and private to the donor and admins
     * (docs/product.md, Tax report): never in what a nonprofit or visitor reads.
     */
    costBasisCents: integer('cost_basis_cents'),
    /** What is still available; approval takes from it. */
    quantity: integer('quantity').notNull(),
    initialQuantity: integer('initial_quantity').notNull(),
    shippingOptions: text('shipping_options').array().$type<DeliveryOption[]>().notNull(),
    imageUrl: text('image_url'),
    images: jsonb('images').$type<ItemImage[]>().notNull().default([]),
    status: text('status').$type<ItemStatus>().notNull().default('available'),
    /** Where the item is: the donor's pickup location unless the listing says otherwise. */
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The donor's reach at listing time (docs/product.md, Marketplace and donor scope), kept on the item
     * for fast filtering.
     */
    donorScope: text('donor_scope').$type<DonorScope>().notNull().default('nationwide'),
    /** Whether nonprofits may request it to sell, auction or raffle (docs/product.md, Intended use). */
    resalePermitted: boolean('resale_permitted').notNull().default(false),
    /** The review queue's last decision: why an admin rejected the listing, and who decided when. */
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The donor's own stock code, optional; a spreadsheet import matches rows to listings by it (docs/product.md, Bulk listing). */
    sku: text('sku'),
    /** New, like new, good or fair (ItemCondition), when the donor said. */
    condition: text('condition').$type<ItemCondition>(),
    /** What the donor should know about the listing's pictures: an image URL from an import that could not be added. */
    importNote: text('import_note'),
    /**
     * A donor's answer to a nonprofit's need is offered to that nonprofit alone until `held_until`
     * (docs/product.md, Needs board): hidden from the marketplace, and refused to other nonprofits.
     * Both are cleared when the offer is accepted, declined or expires (the release job).
     */
    heldForNonprofitId: integer('held_for_nonprofit_id').references(() => users.id, { onDelete: 'set null' }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('items_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('items_fmv_not_negative', sql`${table.fmvCents} >= 0`),
    check('items_cost_basis_not_negative', sql`${table.costBasisCents} >= 0`),
    index('items_search_idx').using('gin', table.searchVector),
    // A whole-word search with its category, delivery option and state filters in one GIN scan
    // (items-query.ts, searchMatch; the function is defined by its migration).
    index('items_search_filters_idx').using(
      'gin',
      sql`(${table.searchVector} || marketplace_filter_lexemes(${table.category}, ${table.shippingOptions}, ${table.state}))`,
    ),
    // The admin console's item search (title ILIKE '%…%', admin-items-list.service.ts). The
    // marketplace's typos read title_words instead (migration 0029).
    index('items_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('items_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('items_status_fmv_idx').on(table.status, table.fmvCents, table.id),
    index('items_status_title_idx').on(table.status, table.title, table.id),
    index('items_category_idx').on(table.category, table.status),
    index('items_state_idx').on(table.state),
    index('items_donor_idx').on(table.donorId, table.createdAt.desc()),
    // The admin items list: every status, newest first.
    index('items_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('items_shipping_idx').using('gin', table.shippingOptions),
    index('items_lat_lon_idx').on(table.latitude, table.longitude),
    // The marketplace's sorts over listed items only (predicate = items-query.ts listedCondition):
    // a page walks these in order and stops, instead of sorting every listed item.
    index('items_listed_created_idx').on(table.createdAt.desc(), table.id.desc()).where(LISTED_ITEMS),
    index('items_listed_fmv_idx').on(table.fmvCents, table.id).where(LISTED_ITEMS),
    index('items_listed_title_idx').on(table.title, table.id).where(LISTED_ITEMS),
    // Every column the marketplace's filters and a nonprofit's reach read, for listed items: the
    // counts of a page (its total, what the reach leaves out) are index-only scans, no row visited.
    index('items_listed_filters_idx')
      .on(
        table.category,
        table.state,
        table.donorScope,
        table.latitude,
        table.longitude,
        table.fmvCents,
        table.donorId,
        table.shippingOptions,
      )
      .where(LISTED_ITEMS),
  ],
);
export type ItemRow = typeof items.$inferSelect;

/**
 * A nonprofit's events (docs/product.md, Events). `status` is kept for old rows only: whether an event
 * is upcoming or past is read from its date.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    eventType: text('event_type').$type<EventType>().notNull().default('other'),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    location: text('location'),
    fundraisingGoalCents: integer('fundraising_goal_cents'),
    status: text('status').notNull().default('upcoming'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_nonprofit_idx').on(table.nonprofitId, table.eventDate)],
);
export type EventRow = typeof events.$inferSelect;

/** Several items requested together for one event; each item is still its own request. */
export const requestBatches = pgTable('request_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nonprofitId: integer('nonprofit_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const requests = pgTable(
  'requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The item's donor, copied so the donor's Requests tab needs no join to filter. */
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    batchId: integer('batch_id').references(() => requestBatches.id, { onDelete: 'set null' }),
    quantityRequested: integer('quantity_requested').notNull(),
    /** Chosen by the nonprofit after approval (docs/product.md, Invoices and fees); shipping adds a logistics line. */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>(),
    /** When the nonprofit last chose (or changed) the delivery method. */
    deliveryMethodChosenAt: timestamp('delivery_method_chosen_at', { withTimezone: true }),
    /** shipped (donor marked it sent), received / not_received (the nonprofit's confirmation). */
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>(),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveryConfirmedAt: timestamp('delivery_confirmed_at', { withTimezone: true }),
    pickupCoordinatedAt: timestamp('pickup_coordinated_at', { withTimezone: true }),
    message: text('message'),
    /** How the nonprofit said it will use the goods; null on requests made before it was asked. */
    intendedUse: text('intended_use').$type<GiftUse>(),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    declineReason: text('decline_reason').$type<DeclineReason>(),
    /** Unit value when requested, so later price edits do not change what was charged. */
    unitFmvCents: integer('unit_fmv_cents').notNull(),
    /** The item's delivery options when requested: later listing edits do not take back a choice. */
    deliveryOptions: text('delivery_options')
      .array()
      .$type<DeliveryOption[]>()
      .notNull()
      .default(sql`'{}'`),
    tokensCharged: integer('tokens_charged').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** An admin's note on the request (admin console only). */
    adminNote: text('admin_note'),
    /** Delivery coordination an admin keeps: the expected arrival day and free notes. */
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
    deliveryNotes: text('delivery_notes'),
    /** The last change to the delivery (method, sent, received, admin coordination). */
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('requests_quantity_positive', sql`${table.quantityRequested} > 0`),
    check(
      'requests_intended_use_known',
      sql`${table.intendedUse} IS NULL OR ${table.intendedUse} IN ('programs', 'care_of_needy', 'resale')`,
    ),
    index('requests_nonprofit_idx').on(table.nonprofitId, table.createdAt.desc()),
    index('requests_donor_idx').on(table.donorId, table.createdAt.desc()),
    index('requests_item_idx').on(table.itemId, table.status),
    index('requests_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    index('requests_batch_idx').on(table.batchId),
    // Donations confirmed received, by confirmation date: the tax report and the impact figures.
    index('requests_donor_received_idx')
      .on(table.donorId, table.deliveryConfirmedAt)
      .where(sql`${table.status} = 'completed'`),
    index('requests_nonprofit_received_idx')
      .on(table.nonprofitId, table.deliveryConfirmedAt)
      .where(sql`${table.status} = 'completed'`),
    index('requests_event_idx').on(table.eventId),
    // The admin requests list: newest first, whole or by status.
    index('requests_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('requests_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    // The admin delivery list: approved requests with a delivery under way.
    index('requests_delivery_idx').on(table.deliveryStatus, table.approvedAt),
    // Analytics: requests approved in a period.
    index('requests_approved_idx')
      .on(table.approvedAt)
      .where(sql`${table.approvedAt} is not null`),
  ],
);
export type RequestRow = typeof requests.$inferSelect;
