import {
  DOCUMENT_EXTENSIONS,
  FILE_TOO_LARGE_MESSAGE,
  formatErrorDetail,
  INVALID_DOCUMENT_TYPE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UPLOAD_FIELD,
  UPLOAD_TOKEN_HEADER,
  type DocumentUploadResponse,
  type ErrorResponse,
} from '@app/shared';
import { UploadNetworkError, uploadWithProgress } from '#src/lib/upload-with-progress';

export const UPLOAD_FAILED_MESSAGE = 'Upload failed';
export const UPLOAD_NETWORK_ERROR_MESSAGE = 'Network error during upload';
const UPLOAD_URL = '/api/documents/upload';

/** What callers of the upload widget get back (`secure_url` or `url`). */
export interface UploadedDocument {
  url: string;
  original_filename: string;
}

export class UploadError extends Error {
  constructor(
    message: string,
    /** 0 = network error or aborted. */
    readonly status: number,
  ) {
    super(message);
  }
}

/** Checks a document in the browser before sending it; the server checks the content again. */
export function validateDocumentFile(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return INVALID_DOCUMENT_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface UploadDocumentOptions {
  /** Lets a nonprofit that just signed up (not logged in yet) upload its letter. */
  uploadToken?: string | null;
  /** 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/documents/upload, with progress (lib/upload-with-progress). */
export async function uploadDocument(file: File, options: UploadDocumentOptions = {}): Promise<UploadedDocument> {
  const { uploadToken, onProgress, signal } = options;
  let answer;
  try {
    answer = await uploadWithProgress(UPLOAD_URL, file, {
      field: UPLOAD_FIELD,
      headers: uploadToken ? { [UPLOAD_TOKEN_HEADER]: uploadToken } : {},
      onProgress,
      signal,
    });
  } catch (error) {
    if (error instanceof UploadNetworkError) throw new UploadError(UPLOAD_NETWORK_ERROR_MESSAGE, 0);
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) {
    const body = answer.body as Partial<DocumentUploadResponse> | null;
    const url = body?.secure_url || body?.url;
    if (!url) throw new UploadError(UPLOAD_FAILED_MESSAGE, answer.status);
    onProgress?.(100);
    return { url, original_filename: body?.original_filename || file.name };
  }
  const detail = (answer.body as Partial<ErrorResponse> | null)?.detail;
  throw new UploadError(formatErrorDetail(detail) || UPLOAD_FAILED_MESSAGE, answer.status);
}
