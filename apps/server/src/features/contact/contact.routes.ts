import { contactRequestSchema, errorResponseSchema, messageResponseSchema } from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { CONTACT_THANK_YOU, submitContactMessage } from './contact.service';

export const contactRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['public pages'],
        summary: 'Send a message to the support team (5 per IP address per hour)',
        body: contactRequestSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await submitContactMessage(ctx, request.body, request.ip);
      return reply.status(201).send({ message: CONTACT_THANK_YOU });
    },
  );
};
