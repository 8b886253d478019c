import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { irsImportRoutes } from '#src/features/irs';
import { adminTaxPacketRoutes } from '#src/features/tax-packets';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin, requireOwnAdminId } from './admin.policy';
import { adminAnalyticsRoutes } from './analytics/admin-analytics.routes';
import { adminDeliveryRoutes } from './delivery/admin-delivery.routes';
import { adminEmailsRoutes } from './emails/admin-emails.routes';
import { adminIrsHoldsRoutes } from './irs/admin-irs-holds.routes';
import { adminItemsRoutes } from './items/admin-items.routes';
import { adminLocationRoutes } from './location/admin-location.routes';
import { adminBroadcastsRoutes } from './messages/admin-broadcasts.routes';
import { adminOverviewRoutes } from './overview/admin-overview.routes';
import { adminPaymentsRoutes } from './payments/admin-payments.routes';
import { adminRequestsRoutes } from './requests/admin-requests.routes';
import { adminSettingsRoutes } from './settings/admin-settings.routes';
import { adminTokensRoutes } from './tokens/admin-tokens.routes';
import { adminAuditRoutes } from './admin-audit.routes';
import { adminUsersRoutes } from './admin-users.routes';

const ADMIN_AREAS: FeatureRoutes[] = [
  adminOverviewRoutes,
  adminAnalyticsRoutes,
  adminUsersRoutes,
  adminItemsRoutes,
  adminRequestsRoutes,
  adminDeliveryRoutes,
  adminEmailsRoutes,
  adminLocationRoutes,
  adminPaymentsRoutes,
  adminSettingsRoutes,
  adminTokensRoutes,
  adminAuditRoutes,
  adminBroadcastsRoutes,
  adminIrsHoldsRoutes,
  irsImportRoutes,
  adminTaxPacketRoutes,
];

/**
 * Every /admin call (docs/product.md, Admin console). Before any input is read: 401 without a
 * session, 403 for any role but admin, and 403 when an `admin_id` (query or body) names anyone but
 * the caller. So a non-admin learns nothing from an admin call, not even which input is wrong.
 */
export const adminRoutes: FeatureRoutes = async (app, ctx) => {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('preValidation', async (request) => {
      requireOwnAdminId(requireAdmin(request), request);
    });
    for (const area of ADMIN_AREAS) await area(admin, ctx);
  });
};
