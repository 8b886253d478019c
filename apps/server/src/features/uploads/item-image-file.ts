import { LISTING_MESSAGES, LISTING_RULES } from '@app/shared';
import type { OutputInfo, Sharp } from 'sharp';
import { badRequest } from '#src/platform/errors';
import { createWorkQueue } from './image-work-queue';

/** The four picture types an item may carry, told by their bytes (docs/product.md, Uploads). */
const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp']);

export type ImageExtension = 'jpg' | 'png' | 'gif' | 'webp';

/** The picture's real type, or null when its content is not JPEG, PNG, GIF or WebP whatever its name says. */
export async function detectImageType(data: Buffer): Promise<ImageExtension | null> {
  // Loaded with the first upload, not at start (docs/decisions/009-compression-and-built-server.md, "Memory").
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  return detected && IMAGE_EXTENSIONS.has(detected.ext) ? (detected.ext as ImageExtension) : null;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ReencodedImage {
  display: EncodedImage;
  thumbnail: EncodedImage;
}

/** WebP qualities: the display image is looked at closely, the thumbnail only on cards. */
const DISPLAY_QUALITY = 82;
const THUMBNAIL_QUALITY = 75;
/**
 * WebP effort (0-6, default 4): 2 takes about 40% less time on a large photo for files a few
 * percent bigger, and the donor is waiting on the upload.
 */
const WEBP_EFFORT = 2;

/**
 * One picture is decoded at a time in the whole process, each with one libvips thread. sharp runs
 * every pipeline on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says more), which
 * password hashing (argon2) and file reads share: with one slot, pictures never hold more than
 * one of those threads, so a burst of uploads waits its turn instead of delaying every sign-in
 * (docs/product.md, Running safely).
 */
const imageWork = createWorkQueue(1);

/**
 * sharp (libvips, about 13 MB once loaded) is loaded with the first picture, not at start
 * (docs/decisions/009-compression-and-built-server.md, "Memory").
 */
async function importSharp() {
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  return sharp;
}
type SharpFactory = Awaited<ReturnType<typeof importSharp>>;
let loadedSharp: Promise<SharpFactory> | undefined;
const loadSharp = () => (loadedSharp ??= importSharp());

/**
 * Refuses, from the header alone, a picture past LISTING_RULES.maxImageInputPixels or
 * maxImageSidePx: answered at once, before any decoding and without waiting for a slot.
 */
async function assertDecodableSize(sharp: SharpFactory, data: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(data).metadata());
  } catch {
    throw badRequest(LISTING_MESSAGES.imageUnreadable);
  }
  if (!width || !height) throw badRequest(LISTING_MESSAGES.imageUnreadable);
  const tooLarge =
    width * height > LISTING_RULES.maxImageInputPixels || Math.max(width, height) > LISTING_RULES.maxImageSidePx;
  if (tooLarge) throw badRequest(LISTING_MESSAGES.imageTooManyPixels);
}

/**
 * Decodes the upload and writes it again as WebP: turned upright by its EXIF orientation, every
 * piece of metadata dropped (sharp copies none unless asked, so GPS and camera details go), the
 * display image at most LISTING_RULES.displayMaxPx on its longest side and a thumbnail
 * LISTING_RULES.thumbnailPx wide, neither ever enlarged. Only the first frame of an animated GIF or
 * WebP is kept (sharp reads one page by default): a still picture, like every other listing photo.
 * The upload is decoded once, to the display size, and the thumbnail is made from those pixels: a
 * 10 MB photo costs one decode, not two. The thumbnail's height is bounded too, so a thin strip of
 * a picture cannot ask for a WebP taller than the format allows. Anything the decoder refuses is
 * the uploader's file, so a 400.
 */
export async function reencodeImage(data: Buffer): Promise<ReencodedImage> {
  const sharp = await loadSharp();
  await assertDecodableSize(sharp, data);
  return imageWork(async () => {
    const fit = { fit: 'inside', withoutEnlargement: true } as const;
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      // failOn 'error': a photo with a harmless warning (a few stray bytes) still goes through;
      // one that cannot be decoded does not. The pixel limit stays as a second guard.
      pixels = await sharp(data, { limitInputPixels: LISTING_RULES.maxImageInputPixels, failOn: 'error' })
        .rotate()
        .resize({ width: LISTING_RULES.displayMaxPx, height: LISTING_RULES.displayMaxPx, ...fit })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      throw badRequest(
        /pixel limit/i.test(message) ? LISTING_MESSAGES.imageTooManyPixels : LISTING_MESSAGES.imageUnreadable,
      );
    }
    const { width, height, channels } = pixels.info;
    const decoded = () => sharp(pixels.data, { raw: { width, height, channels } });
    const encode = async (image: Sharp, quality: number): Promise<EncodedImage> => {
      const { data: out, info } = await image
        .webp({ quality, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      return { data: out, width: info.width, height: info.height };
    };
    // One after the other, so this slot holds one pool thread at a time.
    const display = await encode(decoded(), DISPLAY_QUALITY);
    const thumbnail = await encode(
      decoded().resize({ width: LISTING_RULES.thumbnailPx, height: LISTING_RULES.displayMaxPx, ...fit }),
      THUMBNAIL_QUALITY,
    );
    return { display, thumbnail };
  });
}
