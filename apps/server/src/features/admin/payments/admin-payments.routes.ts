import {
  adminPaymentsExportQuerySchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  calendarDateOf,
  errorResponseSchema,
} from '@app/shared';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { exportPayments, paymentsExportFileName } from './admin-payments-export';
import { listPayments } from './admin-payments.service';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin console's Payments tab: invoices and token purchases, their totals, and the CSV export. */
export const adminPaymentsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/payments/all',
    {
      schema: {
        tags,
        security,
        summary:
          'Every payment (invoices and token purchases), newest first: filters status, kind, user_id (nonprofit), from/to, search; sort by date or amount; revenue totals in cents for the same filters',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsPageSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listPayments(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/payments/export.csv',
    {
      schema: {
        tags,
        security,
        summary:
          'The payments the same filters select, as a CSV download (at most 50,000 rows; X-Export-Rows and X-Export-Matched say how many)',
        querystring: adminPaymentsExportQuerySchema,
        response: {
          200: { description: 'The payments as CSV', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const csv = await exportPayments(ctx.db, request.query);
      // A stream of text, which Fastify passes through untouched (the 200 schema only documents it).
      const untyped: FastifyReply = reply;
      return untyped
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${paymentsExportFileName(calendarDateOf(new Date()))}"`)
        .header('x-export-rows', String(csv.exported))
        .header('x-export-matched', String(csv.matched))
        .type('text/csv; charset=utf-8')
        .send(Readable.from(csv.lines));
    },
  );
};
