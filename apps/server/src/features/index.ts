import type { FeatureRoutes } from '../platform/http/feature';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { contactRoutes } from './contact/contact.routes';
import { devRoutes } from './dev/dev.routes';
import { healthRoutes } from './health/health.routes';
import { impactRoutes } from './impact/impact.routes';
import { documentRoutes } from './uploads/documents.routes';

/** Every feature's routes, registered under /api in this order. */
export const FEATURES: FeatureRoutes[] = [
  healthRoutes,
  authRoutes,
  devRoutes,
  contactRoutes,
  impactRoutes,
  documentRoutes,
  adminRoutes,
];
