import { UPLOAD_LIMITS } from '@app/shared';
import { and, asc, gt, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { documents, users } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';

const BATCH = 200;
const MAX_BATCHES = 50;

/**
 * Attached = the owner's current tax-exempt letter. Anything else (a donor's upload, a letter
 * uploaded but never linked, one whose link was replaced) is attached to nothing.
 */
const unattached = sql`not exists (
  select 1 from ${users}
  where ${users.id} = ${documents.ownerId}
    and ${users.taxExemptDocUrl} = '/api/documents/' || ${documents.id}
)`;

/**
 * Deletes documents attached to nothing once they are older than UPLOAD_LIMITS.orphanGraceHours,
 * then their files. Each row is claimed by a conditional delete that re-checks it is still
 * unattached, so a letter linked meanwhile is kept and two runs at once remove each file once.
 * Returns how many documents this run removed.
 */
export async function removeOrphanDocuments(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<number> {
  const cutoff = new Date(Date.now() - UPLOAD_LIMITS.orphanGraceHours * 3_600_000).toISOString();
  const due = and(unattached, sql`${documents.createdAt} <= ${cutoff}::timestamptz`);
  let removed = 0;
  let afterId = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const candidates = await ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(due, gt(documents.id, afterId)))
      .orderBy(asc(documents.id))
      .limit(BATCH);
    for (const { id } of candidates) {
      const [claimed] = await ctx.db
        .delete(documents)
        .where(and(sql`${documents.id} = ${id}`, due))
        .returning({ storageKey: documents.storageKey });
      if (!claimed) continue;
      await ctx.storage.remove(claimed.storageKey);
      removed += 1;
    }
    if (candidates.length < BATCH) break;
    afterId = candidates[candidates.length - 1]!.id;
  }
  return removed;
}

/** Hourly: an unattached file outlives its grace period by an hour at most. */
export function orphanDocumentsJob(ctx: Pick<AppContext, 'db' | 'storage'>): ScheduledJob {
  return {
    name: 'uploads.remove-orphans',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await removeOrphanDocuments(ctx);
    },
  };
}
