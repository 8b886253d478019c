import { LISTING_RULES } from '@app/shared';
import { and, asc, eq, gt, not, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { uploadedImages } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';
import { usedAsALogo, usedByAnItem } from './item-images.usage';

const BATCH = 200;
const MAX_BATCHES = 50;

/**
 * Deletes uploaded pictures that no item uses (nor any account as its logo) once they are older than
 * LISTING_RULES.unusedImageGraceHours (docs/product.md, Uploads), then their two files. The grace
 * period leaves a donor time to finish the item form they uploaded for. Each row is locked and
 * re-checked before it goes, in its own transaction, so a picture an item took meanwhile is kept,
 * an item save holding the row waits it out, and two runs at once remove each file once.
 * Returns how many pictures this run removed.
 */
export async function removeUnusedImages(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<number> {
  const cutoff = new Date(Date.now() - LISTING_RULES.unusedImageGraceHours * 3_600_000).toISOString();
  const due = and(
    sql`${uploadedImages.createdAt} <= ${cutoff}::timestamptz`,
    not(usedByAnItem(uploadedImages.publicId)),
    not(usedAsALogo(uploadedImages.publicId)),
  );
  let removed = 0;
  let after = '';
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const candidates = await ctx.db
      .select({ publicId: uploadedImages.publicId })
      .from(uploadedImages)
      .where(and(due, gt(uploadedImages.publicId, after)))
      .orderBy(asc(uploadedImages.publicId))
      .limit(BATCH);
    for (const { publicId } of candidates) {
      const claimed = await ctx.db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ publicId: uploadedImages.publicId })
          .from(uploadedImages)
          .where(eq(uploadedImages.publicId, publicId))
          .for('update', { skipLocked: true });
        if (!locked) return undefined;
        const [row] = await tx
          .delete(uploadedImages)
          .where(and(eq(uploadedImages.publicId, publicId), due))
          .returning({ displayKey: uploadedImages.displayKey, thumbnailKey: uploadedImages.thumbnailKey });
        return row;
      });
      if (!claimed) continue;
      await Promise.all([ctx.storage.remove(claimed.displayKey), ctx.storage.remove(claimed.thumbnailKey)]);
      removed += 1;
    }
    if (candidates.length < BATCH) break;
    after = candidates[candidates.length - 1]!.publicId;
  }
  return removed;
}

/** Hourly: an unused picture outlives its grace period by an hour at most. */
export function unusedImagesJob(ctx: Pick<AppContext, 'db' | 'storage'>): ScheduledJob {
  return {
    name: 'uploads.remove-unused-images',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await removeUnusedImages(ctx);
    },
  };
}
