import {
  adminItemDetailsResponseSchema,
  adminItemReviewSchema,
  adminItemsPageResponseSchema,
  adminItemsQuerySchema,
  adminItemUpdateSchema,
  adminItemWriteResponseSchema,
  errorResponseSchema,
  idParamSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { loadAdminItemDetails } from './admin-item-details.service';
import { reviewItemAsAdmin, updateItemAsAdmin } from './admin-item-write.service';
import { listAdminItems } from './admin-items-list.service';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin console's items tab: every item in any status, its details, edits and the review queue. */
export const adminItemsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/items',
    {
      schema: {
        tags,
        security,
        summary:
          'Every item in any status (the marketplace shows only listed ones), one page at a time: search the title ' +
          'or the donor; filter status, category and donor (user_id); sort by created_at, title, fair_market_value or quantity',
        querystring: adminItemsQuerySchema,
        response: { 200: adminItemsPageResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminItems(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/items/:id/details',
    {
      schema: {
        tags,
        security,
        summary: 'One item with its donor, pictures, place, quantities, requests by status and last review decision',
        params: idParamSchema,
        response: {
          200: adminItemDetailsResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { item: await loadAdminItemDetails(ctx.db, request.params.id) };
    },
  );

  app.put(
    '/admin/items/:id/update',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit an item through the listing rules: quantity is what is left (0 or more), status available lists it ' +
          '(its requests then decide), disabled hides it, pending_review sends it back for review. version (the ' +
          "item's updated_at as loaded) refuses a write over someone else's change with 409. Audited.",
        params: idParamSchema,
        body: adminItemUpdateSchema,
        response: {
          200: adminItemWriteResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateItemAsAdmin(ctx, admin, request.params.id, request.body);
    },
  );

  app.post(
    '/admin/items/:id/review',
    {
      schema: {
        tags,
        security,
        summary:
          'The review queue: approve an item waiting for review (it is listed), or reject it with a reason that is ' +
          'emailed to its donor (it stays hidden until the donor edits it). A second decision, or a stale version, gets 409. Audited.',
        params: idParamSchema,
        body: adminItemReviewSchema,
        response: {
          200: adminItemWriteResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reviewItemAsAdmin(ctx, admin, request.params.id, request.body);
    },
  );
};
