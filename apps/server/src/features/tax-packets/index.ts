// The tax packets feature's public surface: its routes, the admin's bulk route and the builder job.
export { adminTaxPacketRoutes, taxPacketRoutes } from './tax-packets.routes';
export { taxPacketJob } from './tax-packets.worker';
