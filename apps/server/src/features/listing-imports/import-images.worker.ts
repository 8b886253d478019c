import { IMPORT_IMAGE_REFUSALS, LISTING_IMPORT_MESSAGES, LISTING_MESSAGES } from '@app/shared';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#src/platform/context';
import { listingImportImages, listingImports, users, type ListingImportImageRow } from '#src/platform/database/schema';
import { AppError } from '#src/platform/errors';
import type { ScheduledJob } from '#src/platform/jobs';
import { workRunner, type WorkRunner } from '#src/platform/work-runner';
import { addImportedPicture, noteOnListing } from '../items';
import { uploadPublicImage } from '../uploads';
import { fetchPublicImage, ImageFetchError } from './fetch-public-image';

/** The interval job picks up what no process woke for (another process's imports, crashed fetches). */
export const IMPORT_IMAGES_POLL_MS = 5_000;
/** A claim older than this was left by a process that stopped: the picture is claimed again. */
const STALE_CLAIM = sql`interval '2 minutes'`;
/** Claims before a picture whose fetches keep dying is given up on. */
const MAX_ATTEMPTS = 3;
const GAVE_UP = 'it could not be fetched after several tries.';

/** Claims the oldest waiting picture with one conditional update; SKIP LOCKED lets processes claim side by side. */
async function claimNext(ctx: AppContext): Promise<ListingImportImageRow | undefined> {
  const due = ctx.db
    .select({ id: listingImportImages.id })
    .from(listingImportImages)
    .where(
      and(
        eq(listingImportImages.status, 'pending'),
        or(isNull(listingImportImages.claimedAt), lt(listingImportImages.claimedAt, sql`now() - ${STALE_CLAIM}`)),
      ),
    )
    .orderBy(asc(listingImportImages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await ctx.db
    .update(listingImportImages)
    .set({ claimedAt: sql`now()`, attempts: sql`${listingImportImages.attempts} + 1` })
    .where(sql`${listingImportImages.id} in ${due}`)
    .returning();
  return claimed;
}

/** Only the current claim (same attempt, still pending) may write the outcome. */
const stillMine = (image: ListingImportImageRow) =>
  and(
    eq(listingImportImages.id, image.id),
    eq(listingImportImages.status, 'pending'),
    eq(listingImportImages.attempts, image.attempts),
  );

/** A failed picture leaves the listing as it is (its category's placeholder when it has none) and a note. */
async function fail(ctx: AppContext, image: ListingImportImageRow, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(listingImportImages)
      .set({ status: 'failed', error: reason })
      .where(stillMine(image))
      .returning({ id: listingImportImages.id });
    if (failed) await noteOnListing(tx, image.itemId, LISTING_IMPORT_MESSAGES.imageFailed(image.url, reason));
  });
}

async function fetchOne(ctx: AppContext, image: ListingImportImageRow) {
  const [owner] = await ctx.db
    .select({ donor: users })
    .from(listingImports)
    .innerJoin(users, eq(users.id, listingImports.donorId))
    .where(eq(listingImports.id, image.importId));
  if (!owner) return;
  const data = await fetchPublicImage(image.url, { testHosts: ctx.config.imageFetchTestHosts });
  // The same checks and re-encoding as a picture the donor uploads (docs/product.md, Uploads).
  const uploaded = await uploadPublicImage(ctx, owner.donor, {
    filename: decodeURIComponent(new URL(image.url).pathname.split('/').pop() ?? '') || 'image',
    data,
  });
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(listingImportImages)
      .set({ status: 'done' })
      .where(stillMine(image))
      .returning({ id: listingImportImages.id });
    // A claim taken over meanwhile leaves this upload unused: the unused-uploads job removes it a day later.
    if (done) await addImportedPicture(tx, image.itemId, owner.donor.id, uploaded.public_id);
  });
}

/** Claims and fetches one picture; false when none was waiting. */
async function processOne(ctx: AppContext, log: FastifyBaseLogger | undefined): Promise<boolean> {
  const image = await claimNext(ctx);
  if (!image) return false;
  if (image.attempts > MAX_ATTEMPTS) {
    await fail(ctx, image, GAVE_UP);
    return true;
  }
  try {
    await fetchOne(ctx, image);
  } catch (error) {
    if (error instanceof ImageFetchError) await fail(ctx, image, error.message);
    else if (error instanceof AppError && error.statusCode < 500) await fail(ctx, image, uploadRefusal(error));
    else {
      log?.error({ err: error, image: image.id }, 'import picture failed');
      await fail(ctx, image, GAVE_UP);
    }
  }
  return true;
}

/** The upload's refusal, said of a picture from an address rather than a file the donor chose. */
function uploadRefusal(error: AppError): string {
  if (error.message === LISTING_MESSAGES.notAnImage) return IMPORT_IMAGE_REFUSALS.notAnImage;
  return error.message.charAt(0).toLowerCase() + error.message.slice(1);
}

/** One fetcher per process, one picture at a time (re-encoding is one at a time anyway). */
export function importImageRunner(ctx: AppContext): WorkRunner {
  return workRunner(ctx, 'import picture fetcher', processOne);
}

export function importImagesJob(ctx: AppContext): ScheduledJob {
  return {
    name: 'listing-imports.images',
    intervalMs: IMPORT_IMAGES_POLL_MS,
    runAtStart: true,
    run: () => importImageRunner(ctx).drain(),
  };
}
