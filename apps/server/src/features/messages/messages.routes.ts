import { errorResponseSchema, sendIndividualMessageSchema, sendMessageResponseSchema } from '@app/shared';
import { requireUser } from '#src/platform/auth/guards';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { sendIndividualMessage } from './messages.service';

export const messageRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/admin/messages/send-individual',
    {
      schema: {
        tags: ['messages'],
        summary: 'A message to one user: admins to anyone, donors to nonprofits that requested their items',
        security: [{ session: [] }],
        body: sendIndividualMessageSchema,
        response: {
          200: sendMessageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => sendIndividualMessage(ctx, requireUser(request), request.body),
  );
};
