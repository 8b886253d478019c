import {
  devMailboxQuerySchema,
  devMailboxResponseSchema,
  errorResponseSchema,
  testLoginStatusSchema,
} from '@app/shared';
import { notFound } from '../../platform/errors';
import type { FeatureRoutes } from '../../platform/http/feature';
import { listRecordedEmails } from './dev.mailbox';

/** Helpers for people and tests outside production (DESIGN.md section 3); absent in production. */
export const devRoutes: FeatureRoutes = (app, ctx) => {
  if (ctx.config.isProduction) return;

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Recorded emails with their links, newest first (not in production)',
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ emails: await listRecordedEmails(ctx.db, request.query.to) }),
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
