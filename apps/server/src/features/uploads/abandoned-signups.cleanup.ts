import { UPLOAD_LIMITS } from '@app/shared';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { documents, users } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';

const BATCH = 200;

/**
 * Removes nonprofit sign-ups whose email was never verified UPLOAD_LIMITS.abandonedSignupDays
 * after they were made, and no admin reviewed, with the letters they uploaded (docs/product.md,
 * Uploads): nobody can sign in to them, and their files would otherwise stay for ever. Each account
 * goes in one transaction that re-checks it is still abandoned, so a verification landing at the
 * same moment keeps it, and two runs at once remove each file once. Returns how many were removed.
 */
export async function removeAbandonedSignups(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<number> {
  const cutoff = new Date(Date.now() - UPLOAD_LIMITS.abandonedSignupDays * 86_400_000);
  const abandoned = and(
    eq(users.role, 'nonprofit'),
    eq(users.approvalStatus, 'pending'),
    isNull(users.emailVerifiedAt),
    lte(users.createdAt, cutoff),
  );
  const candidates = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(abandoned)
    .orderBy(asc(users.id))
    .limit(BATCH);
  let removed = 0;
  for (const { id } of candidates) {
    const storageKeys = await ctx.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), abandoned))
        .for('update');
      if (!account) return null;
      const files = await tx
        .delete(documents)
        .where(eq(documents.ownerId, id))
        .returning({ storageKey: documents.storageKey });
      await tx.delete(users).where(sql`${users.id} = ${id}`);
      return files.map((file) => file.storageKey);
    });
    if (!storageKeys) continue;
    await Promise.all(storageKeys.map((key) => ctx.storage.remove(key)));
    removed += 1;
  }
  return removed;
}

/** Hourly: an abandoned sign-up outlives its week by an hour at most (a batch a run is plenty). */
export function abandonedSignupsJob(ctx: Pick<AppContext, 'db' | 'storage'>): ScheduledJob {
  return {
    name: 'uploads.remove-abandoned-signups',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await removeAbandonedSignups(ctx);
    },
  };
}
