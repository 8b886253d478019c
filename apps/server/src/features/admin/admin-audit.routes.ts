import {
  auditLogExportQuerySchema,
  auditLogFiltersResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  calendarDateOf,
  errorResponseSchema,
} from '@app/shared';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from './admin.policy';
import { auditExportFileName, exportAuditLog } from './admin-audit-export';
import { auditLogFilters, listAuditLog } from './admin-audit.service';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
const FILTERS =
  'filters by_admin_id (the admin who acted), action, target_type, target_id, from/to (days in tz, both included)';

/**
 * The audit log (docs/product.md, Admin console: Audit): read, filtered and exported. It is
 * append-only: no route edits or deletes an entry (admin-audit-append-only.test.ts holds it).
 */
export const adminAuditRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        security,
        summary: `Every admin write (and every change to an account), newest first, with before and after; ${FILTERS}`,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAuditLog(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/audit-log/filters',
    {
      schema: {
        tags,
        security,
        summary: 'What the audit filters offer: the admins who acted, the actions and the target types in the log',
        response: { 200: auditLogFiltersResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return auditLogFilters(ctx.db);
    },
  );

  app.get(
    '/admin/audit-log/export.csv',
    {
      schema: {
        tags,
        security,
        summary: `The entries the same filters select, as a CSV download (at most 50,000 rows; X-Export-Rows and X-Export-Matched say how many); ${FILTERS}`,
        querystring: auditLogExportQuerySchema,
        response: {
          200: { description: 'The audit entries as CSV', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const csv = await exportAuditLog(ctx.db, request.query);
      // A stream of text, which Fastify passes through untouched (the 200 schema only documents it).
      const untyped: FastifyReply = reply;
      return untyped
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${auditExportFileName(calendarDateOf(new Date()))}"`)
        .header('x-export-rows', String(csv.exported))
        .header('x-export-matched', String(csv.matched))
        .type('text/csv; charset=utf-8')
        .send(Readable.from(csv.lines));
    },
  );
};
