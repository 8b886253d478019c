/**
 * Document uploads: names and messages both apps share. Kept apart from the schemas
 * (schemas/documents.ts) so that the upload widget does not load zod (docs/quality.md, Lighthouse).
 */
import { DOCUMENT_EXTENSIONS } from './constants';

/** The upload messages, said the same by server and browser. */
export const INVALID_DOCUMENT_TYPE_MESSAGE = `Invalid file type. Please upload one of: ${DOCUMENT_EXTENSIONS.join(', ')}`;
export const FILE_TOO_LARGE_MESSAGE = 'File too large. Maximum size is 10MB.';
export const NO_FILE_MESSAGE = 'No file uploaded';

/** Multipart form field that carries the file. */
export const UPLOAD_FIELD = 'file';
/** Header with the sign-up upload token, for a nonprofit that cannot log in yet. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

export const documentPath = (id: number) => `/api/documents/${id}`;
