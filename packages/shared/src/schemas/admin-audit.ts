import { z } from 'zod';
import { rowIdSchema, safeString } from './common';
import { blankToUndefined } from './admin/lists';
import { timeZoneParamSchema } from './impact';

/** Who made a change: an admin, the account's own user editing their profile, or the server. */
export const AUDIT_ACTORS = ['admin', 'self', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTORS)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;
/** The CSV export stops here and says so in its last line: a bigger export wants narrower filters. */
export const AUDIT_LOG_EXPORT_LIMIT = 50_000;

export const AUDIT_LOG_MESSAGES = {
  badRange: 'The "to" date must be on or after the "from" date.',
  dateFormat: 'Dates must be calendar dates (YYYY-MM-DD)',
} as const;

const calendarDay = z.preprocess(blankToUndefined, z.iso.date({ error: AUDIT_LOG_MESSAGES.dateFormat }).optional());
const optionalText = (max: number) => z.preprocess(blankToUndefined, safeString().trim().max(max).optional());

/**
 * The Audit tab's filters (docs/product.md, Admin console: Audit), shared by the list and its CSV.
 * `by_admin_id` is the admin who acted (`admin_id` stays the seed's check that the caller is who
 * they say); `from`/`to` are calendar days in `tz`, both included.
 */
const auditFilterFields = {
  admin_id: rowIdSchema.optional(),
  by_admin_id: z.preprocess(blankToUndefined, rowIdSchema.optional()),
  action: optionalText(60),
  /** One account's history: target_type=user&target_id={id}. */
  target_type: optionalText(40),
  target_id: optionalText(40),
  from: calendarDay,
  to: calendarDay,
  tz: timeZoneParamSchema,
};

const orderedRange = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

/** GET /api/admin/audit-log: newest first, `limit` entries from `offset`. */
export const auditLogQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1, { error: 'Limit must be 1 or more' })
      .max(AUDIT_LOG_MAX_PAGE_SIZE, { error: `Limit must be at most ${AUDIT_LOG_MAX_PAGE_SIZE}` })
      .default(AUDIT_LOG_PAGE_SIZE),
    offset: z.coerce.number().int().min(0, { error: 'Offset must be 0 or more' }).max(10_000_000).default(0),
    ...auditFilterFields,
  })
  .refine(orderedRange, { error: AUDIT_LOG_MESSAGES.badRange, path: ['to'] });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** GET /api/admin/audit-log/export.csv: the same filters, every page. */
export const auditLogExportQuerySchema = z
  .object(auditFilterFields)
  .refine(orderedRange, { error: AUDIT_LOG_MESSAGES.badRange, path: ['to'] });
export type AuditLogExportQuery = z.output<typeof auditLogExportQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 timestamp. */
  timestamp: z.string(),
  /** The acting admin's id; null for a change the user or the server made, or when the admin's account was deleted since. */
  admin_id: z.number().int().nullable(),
  /** The acting admin; null for a change the user made themselves or the server made, or when the admin's account was deleted since. */
  admin_name: z.string().nullable(),
  actor: z.enum(AUDIT_ACTORS),
  /** The admin, or the user who edited their own account; null for the server. */
  actor_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** The target's readable name when the write happened; null on entries written before labels. */
  target_label: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({ audit_logs: z.array(auditLogEntrySchema), total: z.number().int() });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** GET /api/admin/audit-log/filters: what the Audit tab's filters offer, read from the log itself. */
export const auditLogFiltersResponseSchema = z.object({
  /** The admins who have entries (still with an account), by name. */
  admins: z.array(z.object({ id: z.number().int(), name: z.string() })),
  actions: z.array(z.string()),
  target_types: z.array(z.string()),
});
export type AuditLogFiltersResponse = z.infer<typeof auditLogFiltersResponseSchema>;

/** "approve_user" -> "Approve user": an action as the Audit tab and its CSV say it. */
export const auditActionLabel = (action: string) => {
  const words = action.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
