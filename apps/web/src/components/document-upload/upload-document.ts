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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/documents/upload with XMLHttpRequest: fetch cannot report upload progress,
 * and the widget shows a progress bar.
 */
export function uploadDocument(file: File, options: UploadDocumentOptions = {}): Promise<UploadedDocument> {
  const { uploadToken, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.setRequestHeader('accept', 'application/json');
    if (uploadToken) xhr.setRequestHeader(UPLOAD_TOKEN_HEADER, uploadToken);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const body = data as Partial<DocumentUploadResponse> | null;
        const url = body?.secure_url || body?.url;
        if (!url) return reject(new UploadError(UPLOAD_FAILED_MESSAGE, xhr.status));
        onProgress?.(100);
        return resolve({ url, original_filename: body?.original_filename || file.name });
      }
      const detail = (data as Partial<ErrorResponse> | null)?.detail;
      reject(new UploadError(formatErrorDetail(detail) || UPLOAD_FAILED_MESSAGE, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_NETWORK_ERROR_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));

    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    xhr.send(body);
  });
}
