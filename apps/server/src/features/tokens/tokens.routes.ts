import { errorResponseSchema, idParamSchema, tokenBalanceSchema } from '@app/shared';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { getTokenBalance } from './tokens.balance';

export const tokenRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/nonprofit/:id/token-balance',
    {
      schema: {
        tags: ['tokens'],
        summary: 'A nonprofit token balance, total purchased, total spent (spends less refunds) and low-balance flag',
        security: [{ session: [] }],
        params: idParamSchema,
        response: {
          200: tokenBalanceSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      return getTokenBalance(ctx.db, request.params.id);
    },
  );
};
