import { httpUrlSchema, IMAGE_CONTENT_TYPES, LISTING_MESSAGES, LISTING_RULES } from '@app/shared';

/** The file picker offers these; the server checks the content again (docs/product.md, Uploads). */
export const IMAGE_ACCEPT: string[] = [...IMAGE_CONTENT_TYPES];

export const IMAGE_URL_REQUIRED = 'Enter an image URL';
export const IMAGE_URL_DUPLICATE = 'This image is already in the list';

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type);
}

/**
 * Checks a dropped or chosen batch before anything is sent: every file an image, room for all of
 * them next to the `current` ones (`max` in all), none over 10 MB. Returns the one sentence to
 * show, or null when the whole batch may be uploaded.
 */
export function checkImageFiles(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  current: number,
  max: number,
): string | null {
  if (files.length === 0) return null;
  if (!files.every(isAcceptedImage)) return LISTING_MESSAGES.invalidImageFiles;
  if (current + files.length > max) return LISTING_MESSAGES.tooManyImages(max);
  const tooLarge = files.find((file) => file.size > LISTING_RULES.maxImageBytes);
  if (tooLarge) return LISTING_MESSAGES.imageTooLarge(tooLarge.name);
  return null;
}

/**
 * The "add by URL" field: trimmed, not empty, http or https only (the shared URL rule), not in the
 * list yet, and room left (`taken` counts images and uploads under way). Returns the trimmed URL or
 * the sentence to show.
 */
export function checkImageUrl(
  text: string,
  listed: readonly string[],
  taken: number,
  max: number,
): { url: string; error: null } | { url: null; error: string } {
  const url = text.trim();
  if (!url) return { url: null, error: IMAGE_URL_REQUIRED };
  const parsed = httpUrlSchema.safeParse(url);
  if (!parsed.success) return { url: null, error: parsed.error.issues[0]?.message ?? IMAGE_URL_REQUIRED };
  if (listed.includes(url)) return { url: null, error: IMAGE_URL_DUPLICATE };
  if (taken + 1 > max) return { url: null, error: LISTING_MESSAGES.tooManyImages(max) };
  return { url, error: null };
}
