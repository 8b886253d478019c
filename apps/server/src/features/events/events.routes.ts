import { errorResponseSchema, eventSummarySchema, idParamSchema } from '@app/shared';
import { z } from 'zod';
import { requireAccountOrAdmin } from '../../platform/auth/account-guards';
import type { FeatureRoutes } from '../../platform/http/feature';
import { listNonprofitEvents } from './events.service';

export const eventRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/nonprofit/:id/events',
    {
      schema: {
        tags: ['events'],
        summary: "A nonprofit's events, upcoming first (at most 100)",
        security: [{ session: [] }],
        params: idParamSchema,
        response: {
          200: z.array(eventSummarySchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      return listNonprofitEvents(ctx.db, request.params.id);
    },
  );
};
