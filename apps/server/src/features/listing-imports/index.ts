// The listing-imports feature's public surface: its routes and background job.
export { listingImportRoutes } from './listing-imports.routes';
export { importImagesJob } from './import-images.worker';
