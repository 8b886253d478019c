import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  imagePath,
  LISTING_MESSAGES,
  LISTING_RULES,
  NO_FILE_MESSAGE,
  thumbnailPath,
  tooManyUploadsMessage,
  type UploadedImage,
} from '@app/shared';
import { and, eq, not } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { uploadedImages, type UploadedImageRow, type UserRow } from '#src/platform/database/schema';
import { badRequest, conflict, forbidden, notFound } from '#src/platform/errors';
import { enforceRateLimit } from '#src/platform/rate-limit';
import { cleanFilename } from './document-file';
import type { UploadedFile } from './documents.service';
import { detectImageType, reencodeImage } from './item-image-file';
import { usedAsALogo, usedByAnItem } from './item-images.usage';

/** Storage folder of the re-encoded pictures (display and thumbnail, both WebP). */
const IMAGE_FOLDER = 'images';

/**
 * Counts one upload against the donor (LISTING_RULES.imageUploadsPerHour); 429 with the wait once
 * over. Checked before the file is read, so a flood costs neither decoding nor storage.
 */
export async function admitImageUpload(ctx: AppContext, donor: UserRow): Promise<void> {
  await enforceRateLimit(
    ctx.db,
    `item-image:user:${donor.id}`,
    LISTING_RULES.imageUploadsPerHour,
    3_600_000,
    tooManyUploadsMessage,
  );
}

export function presentImage(row: UploadedImageRow, publicUrl: string): UploadedImage {
  return {
    id: row.publicId,
    public_id: row.publicId,
    url: imagePath(row.publicId),
    secure_url: `${publicUrl}${imagePath(row.publicId)}`,
    thumbnail_url: thumbnailPath(row.publicId),
    original_filename: row.originalFilename,
    width: row.width,
    height: row.height,
  };
}

/**
 * Checks the picture by its bytes, re-encodes it (item-image-file.ts), then stores both files and
 * the row. Everything that can refuse the upload runs before the first write; should a write or
 * the insert fail after that, the files already written are removed before the error goes on.
 */
export async function uploadItemImage(ctx: AppContext, donor: UserRow, file: UploadedFile): Promise<UploadedImage> {
  if (file.data.length === 0) throw badRequest(NO_FILE_MESSAGE);
  const type = await detectImageType(file.data);
  if (!type) throw badRequest(LISTING_MESSAGES.notAnImage);
  const { display, thumbnail } = await reencodeImage(file.data);
  const written: string[] = [];
  try {
    const displayKey = await ctx.storage.put(IMAGE_FOLDER, 'webp', display.data);
    written.push(displayKey);
    const thumbnailKey = await ctx.storage.put(IMAGE_FOLDER, 'webp', thumbnail.data);
    written.push(thumbnailKey);
    const [row] = await ctx.db
      .insert(uploadedImages)
      .values({
        publicId: randomBytes(16).toString('hex'),
        donorId: donor.id,
        originalFilename: cleanFilename(file.filename, type, 'image'),
        displayKey,
        thumbnailKey,
        width: display.width,
        height: display.height,
        storedBytes: display.data.length + thumbnail.data.length,
      })
      .returning();
    return presentImage(row!, ctx.config.publicUrl);
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.remove(key)));
    throw error;
  }
}

/**
 * Deletes one of the donor's uploads, row and files, unless an item still shows it (409): the item
 * form takes the picture off the item when the item is saved. The row is locked first, so an item
 * save that locks the uploads it names (FOR SHARE) either commits before the check sees it or waits.
 */
export async function deleteItemImage(ctx: AppContext, donor: UserRow, publicId: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(uploadedImages).where(eq(uploadedImages.publicId, publicId)).for('update');
    if (!row) throw notFound(LISTING_MESSAGES.imageNotFound);
    if (row.donorId !== donor.id) throw forbidden(LISTING_MESSAGES.imageNotYours);
    const [deleted] = await tx
      .delete(uploadedImages)
      .where(and(eq(uploadedImages.publicId, publicId), not(usedByAnItem(publicId)), not(usedAsALogo(publicId))))
      .returning();
    if (!deleted) throw conflict(LISTING_MESSAGES.imageInUse);
    return deleted;
  });
  await Promise.all([ctx.storage.remove(removed.displayKey), ctx.storage.remove(removed.thumbnailKey)]);
}

/** `{public_id}.webp` or `{public_id}-thumb.webp`; anything else is no image of ours. */
const SERVED_FILE = /^([a-f0-9]{32})(-thumb)?\.webp$/;

export interface ServedImage {
  storageKey: string;
  /** The bytes behind a file name never change (a new upload gets a new id): the name is a strong validator. */
  etag: string;
}

/** Where an uploaded picture's file is, for anyone: its URL is public. 404 for any other name. */
export async function findItemImage(ctx: AppContext, file: string): Promise<ServedImage> {
  const match = SERVED_FILE.exec(file);
  if (!match) throw notFound(LISTING_MESSAGES.imageNotFound);
  const [row] = await ctx.db
    .select({ displayKey: uploadedImages.displayKey, thumbnailKey: uploadedImages.thumbnailKey })
    .from(uploadedImages)
    .where(eq(uploadedImages.publicId, match[1]!))
    .limit(1);
  if (!row) throw notFound(LISTING_MESSAGES.imageNotFound);
  return { storageKey: match[2] ? row.thumbnailKey : row.displayKey, etag: `"${file}"` };
}

export async function openItemImage(ctx: AppContext, image: ServedImage): Promise<{ stream: Readable; size: number }> {
  try {
    return await ctx.storage.open(image.storageKey);
  } catch {
    throw notFound(LISTING_MESSAGES.imageNotFound);
  }
}
