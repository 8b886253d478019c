import {
  adminBroadcastsPageSchema,
  adminBroadcastsQuerySchema,
  broadcastWriteResponseSchema,
  createBroadcastSchema,
  endBroadcastSchema,
  errorResponseSchema,
  idParamSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { listBroadcasts } from './admin-broadcasts-list.service';
import { createBroadcast, endBroadcast } from './admin-broadcasts.service';

const admin = { tags: ['admin'], security: [{ session: [] }] };
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The Messages tab's broadcasts (docs/product.md, Admin console: Messages). */
export const adminBroadcastsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/notifications/all',
    {
      schema: {
        ...admin,
        summary:
          'Broadcasts, newest first, with target, window, status (scheduled, live, expired), sender, audience and read / dismissed counts; filters status, target, search',
        querystring: adminBroadcastsQuerySchema,
        response: { 200: adminBroadcastsPageSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listBroadcasts(ctx.db, request.query);
    },
  );

  app.post(
    '/admin/notifications/create',
    {
      schema: {
        ...admin,
        summary:
          "A broadcast to all, nonprofits or donors (title and message required; optional starts_at, default now, and expires_at, after the start and in the future), stored once and shown in each target's bell; audited",
        body: createBroadcastSchema,
        response: { 200: broadcastWriteResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => createBroadcast(ctx.db, requireAdmin(request), request.body),
  );

  app.post(
    '/admin/notifications/:id/end',
    {
      schema: {
        ...admin,
        summary: 'Ends a live or scheduled broadcast now (it leaves every bell); an expired one gets 409; audited',
        params: idParamSchema,
        body: endBroadcastSchema,
        response: {
          200: broadcastWriteResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => endBroadcast(ctx.db, requireAdmin(request), request.params.id),
  );
};
