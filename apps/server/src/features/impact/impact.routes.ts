import { impactResponseSchema } from '@app/shared';
import type { FeatureRoutes } from '../../platform/http/feature';
import { getImpactFigures } from './impact.service';

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
};
