import { z } from 'zod';
import { rowIdSchema } from './common';

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
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 timestamp. */
  timestamp: z.string(),
  /** Null when the admin's account was deleted since. */
  admin_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({ audit_logs: z.array(auditLogEntrySchema), total: z.number().int() });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
