import { z } from 'zod';
import { DOCUMENT_EXTENSIONS } from '../constants';

/** The upload messages, said the same by server and browser. */
export const INVALID_DOCUMENT_TYPE_MESSAGE = `Invalid file type. Please upload one of: ${DOCUMENT_EXTENSIONS.join(', ')}`;
export const FILE_TOO_LARGE_MESSAGE = 'File too large. Maximum size is 10MB.';
export const NO_FILE_MESSAGE = 'No file uploaded';

/** Multipart form field that carries the file. */
export const UPLOAD_FIELD = 'file';
/** Header with the sign-up upload token, for a nonprofit that cannot log in yet. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

export const documentUploadResponseSchema = z.object({
  id: z.number().int(),
  /** Where the document can be read: `/api/documents/{id}` (owner and admins only). */
  url: z.string(),
  /** Same as url; clients read `secure_url` first. */
  secure_url: z.string(),
  original_filename: z.string(),
  /** Detected from the content, not the name: application/pdf, image/jpeg or image/png. */
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

export const documentPath = (id: number) => `/api/documents/${id}`;
