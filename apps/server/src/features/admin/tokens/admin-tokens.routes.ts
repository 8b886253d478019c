import {
  adminTokenAdjustResponseSchema,
  adminTokenAdjustSchema,
  adminTokenBalancesPageSchema,
  adminTokenBalancesQuerySchema,
  adminTokenOverviewResponseSchema,
  adminTokenRevenueSchema,
  adminTokensReadQuerySchema,
  adminTokenTransactionsPageSchema,
  adminTokenTransactionsQuerySchema,
  errorResponseSchema,
  idempotencyHeadersSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { idempotent } from '#src/platform/http/idempotency';
import { requireAdmin } from '../admin.policy';
import { adjustTokensAsAdmin } from './admin-token-adjust.service';
import { tokenOverview, tokenRevenue } from './admin-token-analytics.service';
import { listTokenBalances } from './admin-token-balances.service';
import { listTokenTransactions } from './admin-token-transactions.service';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin console's Tokens tab: balances, the ledger, bundle sales and adjustments. */
export const adminTokensRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/tokens/overview',
    {
      schema: {
        tags,
        security,
        summary:
          'Tokens issued, spent, refunded, expired and outstanding, those expiring within 30 days, and approved nonprofits under 10 tokens',
        querystring: adminTokensReadQuerySchema,
        response: { 200: adminTokenOverviewResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return tokenOverview(ctx.db);
    },
  );

  app.get(
    '/admin/tokens/balances',
    {
      schema: {
        tags,
        security,
        summary:
          "Every nonprofit's live token balance (low under 10), searched by name or email, filtered by status, sorted by name or balance, paged",
        querystring: adminTokenBalancesQuerySchema,
        response: { 200: adminTokenBalancesPageSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listTokenBalances(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/tokens/transactions',
    {
      schema: {
        tags,
        security,
        summary:
          'Token ledger entries, newest first: limit (at most 100), offset or page, by nonprofit (user_id) and type',
        querystring: adminTokenTransactionsQuerySchema,
        response: { 200: adminTokenTransactionsPageSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listTokenTransactions(ctx.db, request.query);
    },
  );

  app.get(
    '/admin/tokens/revenue',
    {
      schema: {
        tags,
        security,
        summary: 'Paid token purchases per bundle (sales, tokens, revenue in cents) and the nonprofits that spent most',
        querystring: adminTokensReadQuerySchema,
        response: { 200: adminTokenRevenueSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return tokenRevenue(ctx.db);
    },
  );

  app.post(
    '/admin/tokens/adjust',
    {
      schema: {
        tags,
        security,
        summary:
          "Adds tokens (a new 12-month lot) or removes them (oldest lots first, never below 0) with the admin's note; the nonprofit is notified",
        // A double click or a retried call with one Idempotency-Key adjusts once.
        headers: idempotencyHeadersSchema,
        body: adminTokenAdjustSchema,
        response: {
          200: adminTokenAdjustResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return idempotent(ctx.db, request, reply, {
        userId: admin.id,
        status: 200,
        run: () => adjustTokensAsAdmin(ctx, admin, request.body),
      });
    },
  );
};
