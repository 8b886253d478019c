import type { FeatureRoutes } from '../../platform/http/feature';

/** Token bundles and purchase, checkout status, the webhook and the sandbox checkout page. Helper A. */
export const paymentRoutes: FeatureRoutes = () => {};
