import {
  adminUserDetailResponseSchema,
  adminUsersListResponseSchema,
  adminUsersPageResponseSchema,
  adminUsersQuerySchema,
  adminUserUpdateResponseSchema,
  adminUserUpdateSchema,
  errorResponseSchema,
  idParamSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from './admin.policy';
import { updateUserAsAdmin } from './admin-user-update.service';
import { getUserForAdmin, listNewestUsers, listUsersPage } from './admin-users.service';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin console's accounts. */
export const adminUsersRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/users/all',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'Accounts, one page at a time: search name, email, organization or company; filter role and status',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listUsersPage(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'The newest 500 accounts (older call, filtered by the browser)',
        response: { 200: adminUsersListResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listNewestUsers(ctx.db);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'One account (the Users tab opens it from a link), with its counts of requests, items and invoices',
        params: idParamSchema,
        response: { 200: adminUserDetailResponseSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getUserForAdmin(ctx.db, request.params.id);
    },
  );

  app.put(
    '/admin/users/:id/update',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'Approve, reject (with a reason) or edit an account; audited, the decision is emailed',
        params: idParamSchema,
        body: adminUserUpdateSchema,
        response: {
          200: adminUserUpdateResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateUserAsAdmin(ctx, admin, request.params.id, request.body);
    },
  );
};
