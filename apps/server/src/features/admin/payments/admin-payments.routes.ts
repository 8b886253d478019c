import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's payments tab (being built). */
export const adminPaymentsRoutes: FeatureRoutes = () => {};
