import {
  adminSettingsResponseSchema,
  adminSettingsUpdateResponseSchema,
  adminSettingsUpdateSchema,
  errorResponseSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { readSiteSettings, updateSiteSettings } from './admin-settings.service';

const tags = ['admin'];
const security = [{ session: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The site settings (docs/product.md, Site settings): read and change them; audited. */
export const adminSettingsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        summary:
          'Every site setting as it applies now (a setting never saved shows its default; the shipping fee in dollars), ' +
          "and each one's last change from the audit log (from, to, by whom, when)",
        response: { 200: adminSettingsResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return readSiteSettings(ctx.db);
    },
  );

  app.put(
    '/admin/settings/update',
    {
      schema: {
        tags,
        security,
        summary:
          'Change any of the site settings (the others stay): deadline, featured limit and batch size whole numbers ' +
          'of at least 1, fees 0 to 100 in steps of 0.1, shipping_flat_fee in dollars with cents (stored in cents); ' +
          'an unknown setting is refused. Applies at once on every server; audited.',
        body: adminSettingsUpdateSchema,
        response: { 200: adminSettingsUpdateResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateSiteSettings(ctx.db, admin, request.body);
    },
  );
};
