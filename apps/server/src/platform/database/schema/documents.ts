import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export type DocumentKind = 'tax_exempt_letter';

/** Private uploaded files: readable by their owner and admins only. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalFilename: text('original_filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_owner_idx').on(table.ownerId)],
);

/** Who made an audited change: an admin, the account's own user (a profile edit), or the server itself. */
export type AuditActor = 'admin' | 'self' | 'system';

/** Every admin write, and every change of an account's profile: who, what, target, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Set for admin writes only. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').$type<AuditActor>().notNull().default('admin'),
    /** Whoever acted (the admin, or the user editing their own account); null for the server. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The target's readable name when the write happened (an account's name, an item's title...). */
    targetLabel: text('target_label'),
    /** Why, when the admin gave a reason (a rejection, an adjustment's note). */
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
    // The Audit tab's filters: by admin, by action.
    index('audit_log_admin_idx').on(table.adminId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);
