import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's analytics tab (being built). */
export const adminAnalyticsRoutes: FeatureRoutes = () => {};
