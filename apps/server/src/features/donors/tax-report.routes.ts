import { rowIdSchema, taxReportCsv, taxReportFileName, taxReportQuerySchema, taxReportSchema } from '@app/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { buildTaxReport } from './tax-report.service';

const donorIdParams = z.object({ donor_id: rowIdSchema });

export const taxReportRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/donors/:donor_id/tax-report',
    {
      schema: {
        tags: ['donor dashboard'],
        summary:
          "The donor's tax report: donations confirmed received between two calendar dates (inclusive, in `tz`), with nonprofits' EINs and addresses, Form 8283 notes and the disclaimer; format=csv answers the donation rows as CSV",
        security: [{ session: [] }],
        params: donorIdParams,
        querystring: taxReportQuerySchema,
        response: {
          200: {
            description: 'The report as JSON, or its donation rows as CSV (format=csv)',
            content: {
              'application/json': { schema: taxReportSchema },
              'text/csv': { schema: z.string() },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      requireAccountOrAdmin(request, request.params.donor_id, 'donor');
      const { start_date: startDate, end_date: endDate, tz: timeZone, format } = request.query;
      const report = await buildTaxReport(ctx.db, request.params.donor_id, { startDate, endDate, timeZone });
      // Sent as text with its own type, which Fastify passes through untouched: checking thousands of
      // rows against the response schema took longer than building the report (npm run bench:tax-report).
      // The shape is the schema's by type (TaxReport).
      const untyped: FastifyReply = reply.header('cache-control', 'private, no-store');
      if (format === 'json') return untyped.type('application/json; charset=utf-8').send(JSON.stringify(report));
      return untyped
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${taxReportFileName(startDate, endDate, 'csv')}"`)
        .send(taxReportCsv(report));
    },
  );
};
