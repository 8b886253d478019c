import {
  donorImpactSchema,
  impactQuerySchema,
  impactResponseSchema,
  nonprofitImpactSchema,
  idParamSchema,
  rowIdSchema,
} from '@app/shared';
import { z } from 'zod';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { getDonorImpact, getNonprofitImpact } from './impact-parties.service';
import { getImpactFigures } from './impact.service';

const security = [{ session: [] }];
const donorIdParams = z.object({ donor_id: rowIdSchema });

export const impactRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/impact',
    {
      schema: {
        tags: ['public pages'],
        summary: 'Public impact figures: items approved, their value, nonprofits and donors',
        response: { 200: impactResponseSchema },
      },
    },
    async () => getImpactFigures(ctx.db),
  );

  app.get(
    '/nonprofit/:id/impact',
    {
      schema: {
        tags: ['nonprofit dashboard'],
        summary:
          'Donations received (delivery confirmed), donors partnered, value received, value still in delivery apart, and value received per month in `tz`',
        security,
        params: idParamSchema,
        querystring: impactQuerySchema,
        response: { 200: nonprofitImpactSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      return getNonprofitImpact(ctx.db, request.params.id, request.query.tz);
    },
  );

  app.get(
    '/donors/:donor_id/impact',
    {
      schema: {
        tags: ['donor dashboard'],
        summary:
          'Items and value donated (delivery confirmed), nonprofits helped, value still in delivery apart, and value donated per month in `tz`',
        security,
        params: donorIdParams,
        querystring: impactQuerySchema,
        response: { 200: donorImpactSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.donor_id, 'donor');
      return getDonorImpact(ctx.db, request.params.donor_id, request.query.tz);
    },
  );
};
