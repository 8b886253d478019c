import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TokenBundleKey } from '@app/shared';
import { requests } from './marketplace';
import { users } from './users';

/**
 * An invoice for an approved request (docs/product.md, Invoices and fees): platform fee plus a logistics line.
 * Stored status is pending, paid or void (approval withdrawn before payment); `processing` (a
 * checkout is open) and `overdue` (past due_at) are derived when read. Amounts are recomputed
 * when a checkout starts and saved again then.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    itemValueCents: integer('item_value_cents').notNull(),
    /**
     * The request's event date when the invoice was issued: the fee tier follows it from then on, so
     * moving the event later never lowers an issued invoice's fee (docs/product.md, "Invoices and fees").
     */
    pricedEventDate: timestamp('priced_event_date', { withTimezone: true }),
    /** Percent, e.g. '5.00'; numeric so a fractional setting stays exact. */
    feePercentage: numeric('fee_percentage', { precision: 5, scale: 2 }).notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    logisticsCents: integer('logistics_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').$type<'pending' | 'paid' | 'void'>().notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The checkout session currently open for this invoice, if any (one at a time). */
    openSessionId: text('open_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidSessionId: text('paid_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('invoices_amounts_not_negative', sql`${table.amountCents} >= 0 and ${table.platformFeeCents} >= 0`),
    // One live invoice per request; a withdrawn approval leaves a void one behind.
    uniqueIndex('invoices_live_request_idx')
      .on(table.requestId)
      .where(sql`${table.status} <> 'void'`),
    index('invoices_nonprofit_idx').on(table.nonprofitId, table.createdAt.desc()),
    // The admin payments list by date (when paid, else when issued) and by amount; the expression is
    // written as the list's query writes it (features/admin/payments/admin-payments.query.ts).
    index('invoices_payment_date_idx').on(
      sql`(coalesce(${table.paidAt}, ${table.createdAt}))`,
      sql`('invoice:' || ${table.id}::text)`,
    ),
    index('invoices_amount_idx').on(table.amountCents, sql`('invoice:' || ${table.id}::text)`),
    // Analytics: money received in a period, and what is still owed and when it falls due.
    index('invoices_paid_idx')
      .on(table.paidAt)
      .where(sql`${table.status} = 'paid'`),
    index('invoices_owed_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A checkout session at the payment provider, recorded with its amount and outcome. The id is the
 * provider's (sandbox `cs_sandbox_...` or Stripe `cs_...`), so a webhook or a status poll finds it.
 * `fulfilledAt` is set by the one conditional update that credits tokens or marks invoices paid.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    purpose: text('purpose').$type<'token_purchase' | 'invoices'>().notNull(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    bundleKey: text('bundle_key').$type<TokenBundleKey>(),
    tokens: integer('tokens'),
    invoiceIds: integer('invoice_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    requestIds: integer('request_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Stripe's vocabulary: open -> complete | expired. */
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    paymentStatus: text('payment_status').$type<'paid' | 'unpaid'>().notNull().default('unpaid'),
    url: text('url').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** Why the provider reported the payment failed (checkout.session.async_payment_failed). */
    lastError: text('last_error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('checkout_sessions_amount_positive', sql`${table.amountCents} > 0`),
    index('checkout_sessions_nonprofit_idx').on(table.nonprofitId, table.createdAt.desc()),
    // The admin payments list's token purchases, by date (when paid, else when started) and by amount.
    index('checkout_sessions_purchase_date_idx')
      .on(
        sql`(coalesce(case when ${table.paymentStatus} = 'paid' then coalesce(${table.completedAt}, ${table.fulfilledAt}, ${table.createdAt}) end, ${table.createdAt}))`,
        sql`('token_purchase:' || ${table.id})`,
      )
      .where(sql`${table.purpose} = 'token_purchase'`),
    index('checkout_sessions_purchase_amount_idx')
      .on(table.amountCents, sql`('token_purchase:' || ${table.id})`)
      .where(sql`${table.purpose} = 'token_purchase'`),
    // An open checkout, as an invoice's `processing` reads it.
    index('checkout_sessions_open_idx')
      .on(table.id)
      .where(sql`${table.status} = 'open'`),
  ],
);
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * The sandbox provider's own store, kept apart from checkout_sessions exactly as
 * Stripe's records are apart from ours: the sandbox answers retrieve and expire from here, and its
 * hosted page pays against it. The id doubles as our checkout_sessions id, as Stripe's `cs_...` does.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** The same key never opens two sessions (Stripe's Idempotency-Key). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    customerEmail: text('customer_email'),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    paymentStatus: text('payment_status').$type<'paid' | 'unpaid'>().notNull().default('unpaid'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_checkout_sessions_amount_positive', sql`${table.amountCents} > 0`)],
);
export type SandboxCheckoutSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

/**
 * Every card attempt on the sandbox checkout page: outcome and the card's last four digits only.
 * It belongs to the sandbox's store, as a card attempt at Stripe stays at Stripe.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sandboxCheckoutSessions.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<'paid' | 'declined'>().notNull(),
    cardLast4: text('card_last4').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_attempts_session_idx').on(table.sessionId)],
);

/** Webhook events already processed: the primary key turns a redelivery into a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
  type: text('type').notNull(),
  sessionId: text('session_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
