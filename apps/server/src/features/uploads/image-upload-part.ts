import { FILE_TOO_LARGE_MESSAGE, LISTING_MESSAGES, LISTING_RULES, NO_FILE_MESSAGE, UPLOAD_FIELD } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http/feature';
import { cleanFilename } from './document-file';
import type { UploadedFile } from './documents.service';

/**
 * The one picture of a multipart upload (field UPLOAD_FIELD), for every public-image call (item
 * pictures, logos): 400 without it, and 400 naming the file past LISTING_RULES.maxImageBytes.
 */
export async function readImagePart(app: ApiInstance, request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE);
  // The limit is busboy's: past it the file is cut off and nothing more of it is kept in memory.
  const part = await request.file({ limits: { fileSize: LISTING_RULES.maxImageBytes, files: 1 } });
  if (!part) throw badRequest(NO_FILE_MESSAGE);
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    throw badRequest(NO_FILE_MESSAGE);
  }
  try {
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      // A 400 that names the file, as the uploader says it in the browser.
      throw badRequest(
        part.filename ? LISTING_MESSAGES.imageTooLarge(cleanFilename(part.filename, 'jpg')) : FILE_TOO_LARGE_MESSAGE,
      );
    }
    throw error;
  }
}
