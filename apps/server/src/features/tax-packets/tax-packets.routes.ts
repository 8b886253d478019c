import {
  adminTaxPacketsRequestSchema,
  adminTaxPacketsResultSchema,
  idParamSchema,
  rowIdSchema,
  taxPacketListSchema,
  taxPacketRequestedSchema,
  taxPacketRequestSchema,
  taxPacketSchema,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { requireRole, requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { produceYearPackets } from './tax-packets-bulk.service';
import { findPacketFor, listPackets, openPacketFile, presentPacket, requestPacket } from './tax-packets.service';
import { packetRunner } from './tax-packets.worker';

const donorIdParams = z.object({ donor_id: rowIdSchema });
const tags = ['donor dashboard'];
const security = [{ session: [] }];

/** The donor's year-end tax packets (docs/product.md, Year-end tax packet). */
export const taxPacketRoutes: FeatureRoutes = (app, ctx) => {
  const runner = packetRunner(ctx);
  runner.log = app.log;
  app.addHook('onClose', () => runner.close());

  app.post(
    '/donors/:donor_id/tax-packets',
    {
      schema: {
        tags,
        security,
        summary:
          "Ask for a year-end packet (PDF and CSV) of the donations confirmed received between two dates (at most 366 days); built in the background. 202 with the new packet, or 200 with the donor's packet already queued or building",
        params: donorIdParams,
        body: taxPacketRequestSchema,
        response: {
          200: taxPacketRequestedSchema,
          202: taxPacketRequestedSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireAccountOrAdmin(request, request.params.donor_id, 'donor');
      const answer = await requestPacket(ctx, request.params.donor_id, viewer.id, {
        ...request.body,
        tz: request.body.tz ?? 'UTC',
      });
      return reply.code(answer.already_building ? 200 : 202).send(answer);
    },
  );

  app.get(
    '/donors/:donor_id/tax-packets',
    {
      schema: {
        tags,
        security,
        summary: "The donor's latest year-end packets, newest first, each with its state, progress and downloads",
        params: donorIdParams,
        response: { 200: taxPacketListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireAccountOrAdmin(request, request.params.donor_id, 'donor');
      reply.header('cache-control', 'private, no-store');
      return { packets: await listPackets(ctx.db, request.params.donor_id) };
    },
  );

  app.get(
    '/tax-packets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One packet, for its donor and admins (404 for anyone else)',
        params: idParamSchema,
        response: { 200: taxPacketSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => presentPacket(await findPacketFor(ctx.db, requireUser(request), request.params.id)),
  );

  for (const kind of ['pdf', 'csv'] as const) {
    const type = kind === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8';
    app.get(
      `/tax-packets/:id/${kind}`,
      {
        schema: {
          tags,
          security,
          summary: `A ready packet's ${kind === 'pdf' ? 'PDF' : 'worksheet rows as CSV'}, for its donor and admins (404 for anyone else, 409 before it is ready)`,
          params: idParamSchema,
          response: {
            200: {
              description: `The ${kind.toUpperCase()} file, as an attachment`,
              content: { [type]: { schema: z.string() } },
            },
            ...errorResponses(400, 401, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const file = await openPacketFile(ctx, requireUser(request), request.params.id, kind);
        // A stream is piped as is: Fastify never runs the JSON serializer on it.
        const untyped: FastifyReply = reply;
        return untyped
          .header('content-type', type)
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  }
};

/** The admin console: every donor's packet for one year (under the /admin guard). */
export const adminTaxPacketRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/admin/tax-packets',
    {
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Produce every donor's year-end packet for a calendar year (UTC): one per donor with a gift confirmed received in it, each emailed to its donor when ready; one audit entry",
        body: adminTaxPacketsRequestSchema,
        response: { 200: adminTaxPacketsResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => produceYearPackets(ctx, requireRole(request, 'admin'), request.body.year),
  );
};
