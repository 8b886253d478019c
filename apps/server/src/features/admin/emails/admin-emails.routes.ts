import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's emails tab (being built). */
export const adminEmailsRoutes: FeatureRoutes = () => {};
