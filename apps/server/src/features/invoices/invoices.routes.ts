import type { FeatureRoutes } from '../../platform/http/feature';

/** Invoices of approved requests: list, checkout for selected requests, Pay Now. Helper B. */
export const invoiceRoutes: FeatureRoutes = () => {};
