import { NO_FILE_MESSAGE, UPLOAD_FIELD } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '#src/platform/errors';
import type { ApiInstance } from '#src/platform/http/feature';
import type { UploadedFile } from './documents.service';

/** A body that says multipart but cannot be read as such: no or a wrong boundary, or cut short. */
export const MALFORMED_UPLOAD_MESSAGE =
  'The upload could not be read: the request is not a complete multipart/form-data body. Please choose the file and try again.';

export interface UploadPartOptions {
  maxBytes: number;
  /** The refusal past maxBytes, given the name the uploader sent. */
  tooLarge: (filename: string | undefined) => AppError;
}

/**
 * The one file of a multipart upload (field UPLOAD_FIELD), read into memory. The parser (busboy)
 * throws plain errors on a broken body; they are the client's, so each becomes a 400 with detail
 * (docs/product.md, Uploads), never a 500. The size limit is busboy's: past it the file is cut off
 * and nothing more of it is kept in memory.
 */
export async function readUploadPart(
  app: ApiInstance,
  request: FastifyRequest,
  { maxBytes, tooLarge }: UploadPartOptions,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE);
  let filename: string | undefined;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw badRequest(NO_FILE_MESSAGE);
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      throw badRequest(NO_FILE_MESSAGE);
    }
    filename = part.filename;
    return { filename, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(filename);
    // The plugin's own refusals (too many parts, fields or files) already carry a 4xx status.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest(MALFORMED_UPLOAD_MESSAGE);
  }
}
