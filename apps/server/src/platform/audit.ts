import type { Queryable } from './database/client';
import { auditLog } from './database/schema';

interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number;
  /** The target's readable name as it was when written ("Acme Food Bank", "Box of laptops"). */
  targetLabel?: string | null;
  /** The admin's reason, when one was given (a rejection reason, an adjustment's note). */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** An admin's write. */
export interface AdminAuditEntry extends AuditChange {
  adminId: number;
}

/**
 * A change no admin made: a user editing their own account (`self`, with their id), or the server
 * placing an address on its own (`system`).
 */
export interface AccountAuditEntry extends AuditChange {
  actor: 'self' | 'system';
  actorId: number | null;
}

export type AuditEntry = AdminAuditEntry | AccountAuditEntry;

/** Every admin write, and every change to an account, leaves who, what, target, before and after. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  const who =
    'adminId' in entry
      ? { adminId: entry.adminId, actor: 'admin' as const, actorId: entry.adminId }
      : { adminId: null, actor: entry.actor, actorId: entry.actorId };
  await db.insert(auditLog).values({
    ...who,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    targetLabel: entry.targetLabel ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
