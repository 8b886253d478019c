import type { FeatureRoutes } from '../platform/http/feature';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes, registered under /api in this order. */
export const FEATURES: FeatureRoutes[] = [healthRoutes];
