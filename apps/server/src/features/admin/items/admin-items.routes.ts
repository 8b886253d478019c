import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's items tab (being built). */
export const adminItemsRoutes: FeatureRoutes = () => {};
