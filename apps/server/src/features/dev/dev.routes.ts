import {
  devMailboxQuerySchema,
  devMailboxResponseSchema,
  errorResponseSchema,
  testLoginStatusSchema,
} from '@app/shared';
import { requireUser } from '#src/platform/auth/guards';
import { forbidden, notFound } from '#src/platform/errors';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { listRecordedEmails } from './dev.mailbox';

/**
 * Helpers for people and tests outside production; absent in production. The mailbox holds
 * password-reset and verification links, so it is no open door even here: a signed-in user reads
 * their own mail, an admin reads everyone's (docs/product.md, "Running safely").
 */
export const devRoutes: FeatureRoutes = (app, ctx) => {
  if (ctx.config.isProduction) return;

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Recorded emails with their links, newest first (not in production): your own mail; admins see all, `to` filters',
        security: [{ session: [] }],
        querystring: devMailboxQuerySchema,
        response: {
          200: devMailboxResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { to } = request.query;
      if (user.role === 'admin') return { emails: await listRecordedEmails(ctx.db, to) };
      if (to && to !== user.email.toLowerCase()) throw forbidden('You can read only mail addressed to you.');
      return { emails: await listRecordedEmails(ctx.db, user.email) };
    },
  );

  app.get(
    '/dev/test-login',
    {
      schema: {
        tags: ['dev'],
        summary: 'Whether the /test-login page is available (demo data on, not production)',
        response: { 200: testLoginStatusSchema, 404: errorResponseSchema },
      },
    },
    async () => {
      if (!ctx.config.demoData) throw notFound('The test login page is not available.');
      return { enabled: true as const };
    },
  );
};
