import { lazyWhenOpened } from '#src/components/lazy-when-opened';

/** Only approved nonprofits open these, so they stay out of the marketplace chunk (fetched ahead for them). */
export const loadRequestDialog = () => import('./request-dialog');
export const loadBasketDrawer = () => import('./basket-drawer');

// Mounted closed and opened on the next render, even when the first click beats the code: Mantine
// then sees the opening and gives focus back to the button that opened them.
export const LazyRequestDialog = lazyWhenOpened(() => loadRequestDialog().then((module) => module.RequestDialog));
export const LazyBasketDrawer = lazyWhenOpened(() => loadBasketDrawer().then((module) => module.BasketDrawer));
