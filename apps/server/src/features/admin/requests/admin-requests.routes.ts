import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's requests tab (being built). */
export const adminRequestsRoutes: FeatureRoutes = () => {};
