import { lazy } from 'react';

/** Only approved nonprofits open these, so they stay out of the marketplace chunk (fetched ahead for them). */
export const loadRequestDialog = () => import('./request-dialog');
export const loadBasketDrawer = () => import('./basket-drawer');

export const LazyRequestDialog = lazy(() => loadRequestDialog().then((module) => ({ default: module.RequestDialog })));
export const LazyBasketDrawer = lazy(() => loadBasketDrawer().then((module) => ({ default: module.BasketDrawer })));
