import { z } from 'zod';
import type { FeatureRoutes } from '#src/platform/http/feature';

export const healthRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database readiness',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ detail: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok' as const, database: ctx.database.engine };
      } catch {
        return reply.status(503).send({ detail: 'Database is not answering.' });
      }
    },
  );
};
