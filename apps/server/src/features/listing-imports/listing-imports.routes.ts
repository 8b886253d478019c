import {
  errorResponseSchema,
  formatInteger,
  idParamSchema,
  IMPORT_TEMPLATE_FILE_NAMES,
  importConfirmSchema,
  importPreviewSchema,
  LISTING_IMPORT_FILE_FIELD,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  listingImportSchema,
} from '@app/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole } from '#src/platform/auth/guards';
import { badRequest, notFound } from '#src/platform/errors';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { importImageRunner } from './import-images.worker';
import { previewImport, type ImportUpload } from './listing-import-preview.service';
import { importTemplateWorkbook } from './listing-import-template';
import { loadListingImport } from './listing-import.query';
import { confirmImport } from './listing-import.service';

const tags = ['listings'];
const security = [{ session: [] }];
const MAX_MB = LISTING_IMPORT_LIMITS.maxBytes / 1_048_576;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The confirmed rows as JSON: 5,000 rows of long descriptions are far more than the usual 1 MB. */
const CONFIRM_BODY_LIMIT = 4 * LISTING_IMPORT_LIMITS.maxBytes;

/** The one file of the upload, as a stream; 400 when there is none or the body is no multipart upload. */
async function readUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw badRequest(LISTING_IMPORT_MESSAGES.noFile);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: LISTING_IMPORT_LIMITS.maxBytes, files: 1, fields: 5 } });
  } catch {
    throw badRequest(LISTING_IMPORT_MESSAGES.noFile);
  }
  if (!part || part.fieldname !== LISTING_IMPORT_FILE_FIELD) {
    part?.file.resume();
    throw badRequest(LISTING_IMPORT_MESSAGES.noFile);
  }
  // The upload may break while it is read; the reader gets the error from the stream.
  part.file.on('error', () => undefined);
  return { fileName: (part.filename || 'import').slice(0, 255), file: part.file };
}

/** Bulk listing from a spreadsheet (docs/product.md, Bulk listing): preview, confirm, and the pictures' progress. */
export const listingImportRoutes: FeatureRoutes = (app, ctx) => {
  const runner = importImageRunner(ctx);
  runner.log = app.log;
  app.addHook('onClose', () => runner.close());

  app.post(
    '/listing-imports/preview',
    {
      schema: {
        tags,
        security,
        summary: `A donor's spreadsheet of listings checked row by row, nothing saved: multipart field "${LISTING_IMPORT_FILE_FIELD}", a CSV file or an Excel workbook (.xlsx, its first sheet), told by its content, of up to ${formatInteger(LISTING_IMPORT_LIMITS.maxRows)} rows and ${MAX_MB} MB (a CSV is read as it streams in). Every row comes back with its errors and whether one of the donor's listings already has it`,
        consumes: ['multipart/form-data'],
        response: {
          200: importPreviewSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const donor = requireRole(request, 'donor');
      const upload = await readUpload(request);
      try {
        return await previewImport(ctx.db, donor.id, upload);
      } finally {
        // A refused file is read to its end, so the browser gets the answer rather than a reset.
        upload.file.resume();
      }
    },
  );

  app.get(
    '/listing-imports/template.xlsx',
    {
      schema: {
        tags,
        security,
        summary: `The listings template as an Excel workbook (${IMPORT_TEMPLATE_FILE_NAMES.xlsx}): the columns the import reads and two example rows, the same as the CSV template`,
        response: {
          200: {
            description: 'The template workbook, as an attachment',
            content: { [XLSX_TYPE]: { schema: z.string() } },
          },
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      requireRole(request, 'donor');
      const workbook = await importTemplateWorkbook();
      // Bytes, which Fastify passes through untouched (the 200 schema only documents them).
      const untyped: FastifyReply = reply;
      return untyped
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${IMPORT_TEMPLATE_FILE_NAMES.xlsx}"`)
        .type(XLSX_TYPE)
        .send(workbook);
    },
  );

  app.post(
    '/listing-imports',
    {
      bodyLimit: CONFIRM_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          "The donor confirms a preview's rows (as edited): each valid row becomes a listing by the same rules as the listing form, all in one transaction; rows with errors or already listed are skipped with why. Image URLs are fetched afterwards (GET /listing-imports/{id} for progress)",
        body: importConfirmSchema,
        response: {
          201: listingImportSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const donor = requireRole(request, 'donor');
      const result = await confirmImport(ctx.db, donor.id, request.body);
      if (result.images.total > 0) runner.wake();
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/listing-imports/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "One of the donor's imports: listings created, rows skipped with why, and how many of its pictures are fetched or failed (poll while finished is false)",
        params: idParamSchema,
        response: {
          200: listingImportSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const donor = requireRole(request, 'donor');
      const found = await loadListingImport(ctx.db, donor.id, request.params.id);
      if (!found) throw notFound(LISTING_IMPORT_MESSAGES.importNotFound);
      return found;
    },
  );
};
