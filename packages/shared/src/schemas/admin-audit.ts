import { z } from 'zod';
import { rowIdSchema, safeString } from './common';

/** Who made a change: an admin, the account's own user editing their profile, or the server. */
export const AUDIT_ACTORS = ['admin', 'self', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTORS)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;

export const auditLogQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'Limit must be 1 or more' })
    .max(AUDIT_LOG_MAX_PAGE_SIZE, { error: `Limit must be at most ${AUDIT_LOG_MAX_PAGE_SIZE}` })
    .default(AUDIT_LOG_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, { error: 'Offset must be 0 or more' }).default(0),
  admin_id: rowIdSchema.optional(),
  /** One account's history: target_type=user&target_id={id}. */
  target_type: safeString().trim().max(40).optional(),
  target_id: safeString().trim().max(40).optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 timestamp. */
  timestamp: z.string(),
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
