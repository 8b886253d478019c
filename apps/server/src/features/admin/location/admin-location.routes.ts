import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's location tab (being built). */
export const adminLocationRoutes: FeatureRoutes = () => {};
