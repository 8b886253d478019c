import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's delivery tab (being built). */
export const adminDeliveryRoutes: FeatureRoutes = () => {};
