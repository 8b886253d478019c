import {
  BROADCAST_MESSAGES,
  type BroadcastWriteResponse,
  type createBroadcastSchema,
  type AdminBroadcast,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '#src/platform/audit';
import type { Queryable } from '#src/platform/database/client';
import { broadcasts, type UserRow } from '#src/platform/database/schema';
import { badRequest, conflict, notFound } from '#src/platform/errors';
import { findBroadcast } from './admin-broadcasts-list.service';

type CreateBroadcastInput = z.output<typeof createBroadcastSchema>;
type BroadcastRow = typeof broadcasts.$inferSelect;

const windowOf = (row: BroadcastRow) => ({
  starts_at: row.startsAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
});

/** The window as asked: the start defaults to now; an expiry must follow the start and lie ahead. */
function windowFrom(input: CreateBroadcastInput, now: Date) {
  const startsAt = input.starts_at ? new Date(input.starts_at) : null;
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt) {
    if (expiresAt <= (startsAt ?? now)) {
      throw badRequest(startsAt ? BROADCAST_MESSAGES.expiryBeforeStart : BROADCAST_MESSAGES.expiryPast);
    }
    if (expiresAt <= now) throw badRequest(BROADCAST_MESSAGES.expiryPast);
  }
  return { startsAt, expiresAt };
}

async function present(db: Queryable, id: number): Promise<AdminBroadcast> {
  const broadcast = await findBroadcast(db, id);
  if (!broadcast) throw notFound(BROADCAST_MESSAGES.notFound);
  return broadcast;
}

/**
 * A message to everyone in a target, stored once (docs/product.md, Admin console: Messages): each
 * bell reads the one row, so accounts created later see it too. One audit entry.
 */
export async function createBroadcast(
  db: Queryable,
  admin: UserRow,
  input: CreateBroadcastInput,
): Promise<BroadcastWriteResponse> {
  const { startsAt, expiresAt } = windowFrom(input, new Date());
  const target = input.target ?? input.target_users!;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcasts)
      .values({
        title: input.title,
        message: input.message,
        target,
        ...(startsAt ? { startsAt } : {}),
        expiresAt,
        createdBy: admin.id,
      })
      .returning();
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'create_broadcast',
      targetType: 'broadcast',
      targetId: row!.id,
      targetLabel: row!.title,
      after: { title: row!.title, message: row!.message, target, ...windowOf(row!) },
    });
    return row!.id;
  });
  return { message: BROADCAST_MESSAGES.created, broadcast: await present(db, id) };
}

/**
 * Ends a live or scheduled broadcast now: it leaves every bell at once. A scheduled one that never
 * started gets a start just before its end (the table keeps the end after the start). One audit
 * entry; an expired one is refused with 409.
 */
export async function endBroadcast(db: Queryable, admin: UserRow, id: number): Promise<BroadcastWriteResponse> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for('update');
    if (!before) throw notFound(BROADCAST_MESSAGES.notFound);
    const [after] = await tx
      .update(broadcasts)
      .set({
        startsAt: sql`least(${broadcasts.startsAt}, now() - interval '1 millisecond')`,
        expiresAt: sql`now()`,
      })
      .where(sql`${broadcasts.id} = ${id} and (${broadcasts.expiresAt} is null or ${broadcasts.expiresAt} > now())`)
      .returning();
    if (!after) throw conflict(BROADCAST_MESSAGES.alreadyOver);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'end_broadcast',
      targetType: 'broadcast',
      targetId: id,
      targetLabel: before.title,
      before: windowOf(before),
      after: windowOf(after),
    });
  });
  return { message: BROADCAST_MESSAGES.ended, broadcast: await present(db, id) };
}
