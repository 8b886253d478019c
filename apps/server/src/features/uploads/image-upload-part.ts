import { FILE_TOO_LARGE_MESSAGE, LISTING_MESSAGES, LISTING_RULES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '#src/platform/errors';
import type { ApiInstance } from '#src/platform/http/feature';
import { cleanFilename } from './document-file';
import type { UploadedFile } from './documents.service';
import { readUploadPart } from './upload-part';

/**
 * The one picture of a multipart upload, for every public-image call (item pictures, logos): 400
 * without it, and 400 naming the file past LISTING_RULES.maxImageBytes, as the uploader says it
 * in the browser.
 */
export function readImagePart(app: ApiInstance, request: FastifyRequest): Promise<UploadedFile> {
  return readUploadPart(app, request, {
    maxBytes: LISTING_RULES.maxImageBytes,
    tooLarge: (filename) =>
      badRequest(filename ? LISTING_MESSAGES.imageTooLarge(cleanFilename(filename, 'jpg')) : FILE_TOO_LARGE_MESSAGE),
  });
}
