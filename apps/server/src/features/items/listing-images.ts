import { createHash } from 'node:crypto';
import { imagePath, isHttpUrl, thumbnailPath, type ItemForm } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { uploadedImages, type ItemImage } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';
import { LISTING_REFUSALS } from './listing.messages';

export interface ListingPictures {
  images: ItemImage[];
  /** The first image's URL, else the form's single image URL, else null (the card shows the category's placeholder). */
  imageUrl: string | null;
}

/** An image URL always gets the same id, so saving the form again does not renumber its pictures. */
const idOfUrl = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 32);

/**
 * The item's images as stored (docs/product.md, Items and requesting). An upload is named by its
 * public_id and must be one of this donor's uploads; its URLs are where this server serves it,
 * never what the browser sent. Any other entry is an outside image: an http or https URL, no thumbnail.
 */
export async function resolveListingImages(
  db: Queryable,
  donorId: number,
  form: Pick<ItemForm, 'images' | 'image_url'>,
  current: ItemImage[] = [],
): Promise<ListingPictures> {
  const kept = new Map(current.filter((image) => !image.public_id).map((image) => [image.url, image]));
  const uploads = await ownUploads(
    db,
    donorId,
    form.images.flatMap((image) => (image.public_id ? [image.public_id] : [])),
  );
  const used = new Set<string>();
  const images = form.images.map((image, index): ItemImage => {
    const upload = image.public_id ? uploads.get(image.public_id) : undefined;
    if (image.public_id && !upload) throw badRequest(LISTING_REFUSALS.unknownImage);
    // A site path without an upload id is only ever a picture the item already has (the demo
    // catalogue's own drawings): it stays as stored, thumbnail included.
    const already = upload ? undefined : kept.get(image.url);
    if (!upload && !already && !isHttpUrl(image.url)) throw badRequest(LISTING_REFUSALS.uploadPathWithoutId);
    // The same picture twice still needs two ids the page can tell apart.
    const baseId = upload ? upload.publicId : idOfUrl(image.url);
    const id = used.has(baseId) ? `${baseId}-${index}` : baseId;
    used.add(id);
    if (upload) {
      return {
        id,
        url: imagePath(upload.publicId),
        public_id: upload.publicId,
        original_filename: upload.originalFilename,
        thumbnail_url: thumbnailPath(upload.publicId),
      };
    }
    if (already) return { ...already, id };
    return {
      id,
      url: image.url,
      public_id: null,
      original_filename: image.original_filename ?? null,
      thumbnail_url: null,
    };
  });
  return { images, imageUrl: images[0]?.url ?? form.image_url ?? null };
}

/**
 * The donor's uploads among `publicIds`, share-locked until the item is saved, so a removal of
 * unused uploads that locks a row before checking whether an item uses it waits for this
 * transaction, and then finds the upload in use.
 */
async function ownUploads(db: Queryable, donorId: number, publicIds: string[]) {
  if (publicIds.length === 0) return new Map<string, { publicId: string; originalFilename: string }>();
  const rows = await db
    .select({ publicId: uploadedImages.publicId, originalFilename: uploadedImages.originalFilename })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.donorId, donorId), inArray(uploadedImages.publicId, publicIds)))
    .for('share');
  return new Map(rows.map((row) => [row.publicId, row]));
}
