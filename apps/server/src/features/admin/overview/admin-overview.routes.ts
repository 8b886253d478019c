import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's overview tab (being built). */
export const adminOverviewRoutes: FeatureRoutes = () => {};
