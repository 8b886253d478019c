import type { FeatureRoutes } from '#src/platform/http/feature';

/** The admin console's site settings calls (being built). */
export const adminSettingsRoutes: FeatureRoutes = () => {};
