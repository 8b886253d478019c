import {
  errorResponseSchema,
  LISTING_RULES,
  messageResponseSchema,
  publicIdParamsSchema,
  UPLOAD_FIELD,
  uploadedImageSchema,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireRole } from '#src/platform/auth/guards';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { readImagePart } from './image-upload-part';
import {
  admitImageUpload,
  deleteItemImage,
  findItemImage,
  openItemImage,
  uploadItemImage,
} from './item-images.service';

const MAX_MB = LISTING_RULES.maxImageBytes / 1_048_576;

export const itemImageRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/items/upload-image',
    {
      schema: {
        tags: ['marketplace'],
        security: [{ session: [] }],
        summary: `Upload a picture for an item: JPEG, PNG, GIF or WebP up to ${MAX_MB} MB, multipart field "${UPLOAD_FIELD}"; stored re-encoded as WebP with a thumbnail`,
        description: `Signed-in donors only. The type is read from the content. Metadata (EXIF, GPS) is removed; the picture is turned upright, kept at most ${LISTING_RULES.displayMaxPx} px on its longest side, with a ${LISTING_RULES.thumbnailPx} px wide thumbnail. Limited to ${LISTING_RULES.imageUploadsPerHour} uploads an hour per donor (429). An upload no item uses is removed after ${LISTING_RULES.unusedImageGraceHours} hours.`,
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedImageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const donor = requireRole(request, 'donor');
      await admitImageUpload(ctx, donor);
      return uploadItemImage(ctx, donor, await readImagePart(app, request));
    },
  );

  app.delete(
    '/items/delete-image/:public_id',
    {
      schema: {
        tags: ['marketplace'],
        security: [{ session: [] }],
        summary: 'Delete one of your uploaded item pictures (both files); refused while an item still shows it',
        description:
          'The donor who uploaded it only. 409 while any item names the picture: the item form takes it off the item when the item is saved, then deletes it.',
        params: publicIdParamsSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const donor = requireRole(request, 'donor');
      await deleteItemImage(ctx, donor, request.params.public_id);
      return { message: 'Image deleted' };
    },
  );

  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['marketplace'],
        summary:
          'An uploaded item picture, public: {public_id}.webp (display) or {public_id}-thumb.webp (thumbnail); HEAD works too',
        description:
          'Cached for a year: a URL always names the same bytes (a new upload gets a new id). The ETag is the file name; a matching If-None-Match gets 304 with no body.',
        params: z.object({ file: z.string() }),
        response: {
          200: { description: 'The WebP file', content: { 'image/webp': { schema: z.string() } } },
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await findItemImage(ctx, request.params.file);
      // A stream, or nothing, is sent as is: Fastify never runs the JSON serializer on it.
      const untyped: FastifyReply = reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', image.etag);
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return untyped.status(304).send();
      const { stream, size } = await openItemImage(ctx, image);
      return untyped.header('content-type', 'image/webp').header('content-length', size).send(stream);
    },
  );
};

/** If-None-Match: `*`, or a list of entity tags (weak ones compare equal for a GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
