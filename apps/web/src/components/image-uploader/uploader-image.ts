import type { UploadedImage } from '@app/shared';

/** One picture in the uploader's list: an upload of the user's, or an image URL they added. */
export interface UploaderImage {
  /** Stable key for the list (the upload's public_id, or the URL). */
  key: string;
  url: string;
  thumbnail_url: string | null;
  /** Set for uploads; null for an image URL. */
  public_id: string | null;
  original_filename: string | null;
  /**
   * Already saved on the record being edited. Removing such an image only drops it from the list
   * (the record's next save lets it go): the server refuses to delete an image a record still uses.
   */
  saved: boolean;
}

export function fromUploadedImage(image: UploadedImage): UploaderImage {
  return {
    key: image.public_id,
    url: image.url,
    thumbnail_url: image.thumbnail_url,
    public_id: image.public_id,
    original_filename: image.original_filename,
    saved: false,
  };
}

export function fromImageUrl(url: string): UploaderImage {
  return { key: url, url, thumbnail_url: null, public_id: null, original_filename: null, saved: false };
}

/** The name a person knows the picture by: the uploaded file's name, else the last part of its URL. */
export function imageDisplayName(image: Pick<UploaderImage, 'original_filename' | 'url'>): string {
  if (image.original_filename) return image.original_filename;
  try {
    const last = new URL(image.url, 'http://local').pathname.split('/').filter(Boolean).pop();
    if (last) return decodeURIComponent(last);
  } catch {
    // Not a URL: fall back to the text itself.
  }
  return image.url;
}
