import { acknowledgementSchema, idParamSchema } from '@app/shared';
import { requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { readAcknowledgement } from './acknowledgements.service';

export const acknowledgementRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/requests/:id/acknowledgement',
    {
      schema: {
        tags: ['delivery'],
        summary:
          "The nonprofit's acknowledgement of a donation received (no value stated), for the letter; 404 before the delivery is confirmed",
        security: [{ session: [] }],
        params: idParamSchema,
        response: { 200: acknowledgementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readAcknowledgement(ctx.db, requireUser(request), request.params.id),
  );
};
