import {
  formatErrorDetail,
  LISTING_MESSAGES,
  UPLOAD_FIELD,
  uploadedImageSchema,
  type ErrorResponse,
  type UploadedImage,
} from '@app/shared';
import { api } from '#src/lib/api-client';
import { UploadNetworkError, uploadWithProgress, type UploadAnswer } from '#src/lib/upload-with-progress';

const UPLOAD_URL = '/api/items/upload-image';

/** An upload that did not end with a stored image; `message` is the sentence to show. */
export class ImageUploadError extends Error {}

/**
 * The sentence for a refused upload: the server's `detail`, else the HTTP status text, named after
 * the file; an answer without a status (or an unreadable success) gets the generic sentence.
 */
export function uploadFailureMessage(fileName: string, answer: Pick<UploadAnswer, 'status' | 'statusText' | 'body'>) {
  const detail = formatErrorDetail((answer.body as Partial<ErrorResponse> | null)?.detail);
  const reason = detail || answer.statusText || (answer.status ? `HTTP ${answer.status}` : '');
  return reason ? LISTING_MESSAGES.uploadFailed(fileName, reason) : LISTING_MESSAGES.uploadFailedGeneric;
}

export interface UploadImageOptions {
  /** 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/items/upload-image (multipart `file`), with progress; the server re-encodes the picture. */
export async function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadedImage> {
  let answer: UploadAnswer;
  try {
    answer = await uploadWithProgress(UPLOAD_URL, file, { field: UPLOAD_FIELD, ...options });
  } catch (error) {
    if (error instanceof UploadNetworkError) throw new ImageUploadError(LISTING_MESSAGES.uploadFailedGeneric);
    throw error;
  }
  if (answer.status < 200 || answer.status >= 300) throw new ImageUploadError(uploadFailureMessage(file.name, answer));
  const parsed = uploadedImageSchema.safeParse(answer.body);
  if (!parsed.success) throw new ImageUploadError(LISTING_MESSAGES.uploadFailedGeneric);
  return parsed.data;
}

/** DELETE /api/items/delete-image/{public_id}: only for an upload no saved record uses yet. */
export function deleteUploadedImage(publicId: string): Promise<unknown> {
  return api(`/items/delete-image/${encodeURIComponent(publicId)}`, { method: 'DELETE' });
}
