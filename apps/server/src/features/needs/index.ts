// The needs feature's public surface: its routes, its release job and its notices.
export { needRoutes } from './needs.routes';
export { needOfferReleaseJob } from './needs.release';
export { registerNeedNotifications } from './needs.emails';
