import {
  DOCUMENT_MIME_TYPES,
  documentUploadResponseSchema,
  errorResponseSchema,
  FILE_TOO_LARGE_MESSAGE,
  idParamSchema,
  MAX_UPLOAD_BYTES,
  UPLOAD_LIMITS,
  UPLOAD_TOKEN_HEADER,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireUser } from '#src/platform/auth/guards';
import { payloadTooLarge } from '#src/platform/errors';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { inlineDisposition } from './document-file';
import { admitUpload, openDocument, resolveUploader, uploadDocument } from './documents.service';
import { readUploadPart } from './upload-part';

export const documentRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/documents/upload',
    {
      schema: {
        tags: ['profiles'],
        summary:
          'Upload a private document (tax-exempt letter): PDF, JPEG or PNG up to 10 MB, multipart field "file"; a new letter replaces the old one',
        description: `Signed-in users, or a just-registered user with the ${UPLOAD_TOKEN_HEADER} header from sign-up. Limited per user: ${UPLOAD_LIMITS.perUserPerHour} uploads an hour (429) and ${UPLOAD_LIMITS.quotaBytesPerUser / 1_048_576} MB of stored documents (413).`,
        consumes: ['multipart/form-data'],
        headers: z.looseObject({ [UPLOAD_TOKEN_HEADER]: z.string().max(200).optional() }),
        response: {
          200: documentUploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const uploader = await resolveUploader(ctx, request.user, request.headers[UPLOAD_TOKEN_HEADER]);
      await admitUpload(ctx, uploader, request.ip);
      const file = await readUploadPart(app, request, {
        maxBytes: MAX_UPLOAD_BYTES,
        tooLarge: () => payloadTooLarge(FILE_TOO_LARGE_MESSAGE),
      });
      return uploadDocument(ctx, uploader, file);
    },
  );

  app.get(
    '/documents/:id',
    {
      schema: {
        tags: ['profiles'],
        security: [{ session: [] }],
        summary: "Read a private document (its owner and admins only); answers with the file's bytes",
        params: idParamSchema,
        response: {
          200: {
            description: 'The file as uploaded (PDF, JPEG or PNG), inline, never cached',
            content: Object.fromEntries(DOCUMENT_MIME_TYPES.map((type) => [type, { schema: z.string() }])),
          },
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { document, stream } = await openDocument(ctx, viewer, request.params.id);
      // A stream is piped as is: Fastify never runs the JSON serializer on it.
      const untyped: FastifyReply = reply;
      return untyped
        .header('content-type', document.mimeType)
        .header('content-length', document.sizeBytes)
        .header('content-disposition', inlineDisposition(document.originalFilename))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
