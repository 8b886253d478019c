import {
  adminIrsImportSchema,
  adminIrsImportsPageSchema,
  adminIrsImportsQuerySchema,
  errorResponseSchema,
  idParamSchema,
  IRS_IMPORT_FIELDS,
  IRS_IMPORT_MAX_BYTES,
  IRS_IMPORT_MESSAGES,
  irsFileKindSchema,
  irsImportResultSchema,
} from '@app/shared';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { requireRole } from '#src/platform/auth/guards';
import { badRequest, notFound } from '#src/platform/errors';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { announceHolds } from './hold-notices';
import { importIrsFile, type IrsUpload } from './irs-import.service';
import { findIrsImport, listIrsImports } from './irs-imports.query';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const field = fields[name];
  const first = Array.isArray(field) ? field[0] : field;
  return first && first.type === 'field' && typeof first.value === 'string' ? first.value : undefined;
}

/** The kind and confirmation fields (sent before the file) and the file's stream; 400 on anything missing. */
async function readUpload(request: FastifyRequest): Promise<IrsUpload> {
  if (!request.isMultipart()) throw badRequest(IRS_IMPORT_MESSAGES.noFile);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: IRS_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
  } catch {
    throw badRequest(IRS_IMPORT_MESSAGES.broken);
  }
  if (!part || part.fieldname !== IRS_IMPORT_FIELDS.file) {
    part?.file.resume();
    throw badRequest(IRS_IMPORT_MESSAGES.noFile);
  }
  // The upload may break while the import starts; the import reads the error from the stream.
  part.file.on('error', () => undefined);
  const refuse = (detail: string) => {
    part.file.resume();
    return badRequest(detail);
  };
  const kind = irsFileKindSchema.safeParse(fieldValue(part.fields, IRS_IMPORT_FIELDS.kind));
  if (!kind.success) throw refuse(IRS_IMPORT_MESSAGES.kindFirst);
  const confirm = fieldValue(part.fields, IRS_IMPORT_FIELDS.confirm) ?? 'false';
  if (confirm !== 'true' && confirm !== 'false') throw refuse(IRS_IMPORT_MESSAGES.badConfirm);
  return {
    kind: kind.data,
    fileName: part.filename || kind.data,
    confirmComplete: confirm === 'true',
    file: part.file,
  };
}

/** The IRS data tab (docs/product.md, "Checking a nonprofit against IRS data"): file imports and their history. */
export const irsImportRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/admin/irs/imports',
    {
      schema: {
        tags,
        security,
        summary: `Import an IRS file, streamed: multipart fields "kind" (bmf, pub78, revocations) and optionally "confirm_complete" (true), then "file" (up to ${IRS_IMPORT_MAX_BYTES / 1_048_576} MB). 400 with the line at fault when the file is not whole (the data in use is kept); 409 while the same file is still loading`,
        consumes: ['multipart/form-data'],
        response: {
          201: irsImportResultSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const admin = requireRole(request, 'admin');
      const upload = await readUpload(request);
      const result = await importIrsFile(ctx.db, admin, upload);
      // After the commit, so a nonprofit is told only about a hold that really began.
      await announceHolds(
        ctx,
        result.held_nonprofits.map((held) => held.id),
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/admin/irs/imports',
    {
      schema: {
        tags,
        security,
        summary:
          'The IRS import history, newest first (filters kind, status; limit at most 100), and for every kind its files in use',
        querystring: adminIrsImportsQuerySchema,
        response: { 200: adminIrsImportsPageSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return listIrsImports(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/irs/imports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One IRS import: its status, and while loading the rows and bytes read so far',
        params: idParamSchema,
        response: { 200: adminIrsImportSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const found = await findIrsImport(ctx.db, request.params.id);
      if (!found) throw notFound(IRS_IMPORT_MESSAGES.notFound);
      return found;
    },
  );
};
