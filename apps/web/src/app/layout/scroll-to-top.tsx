import { PRODUCT_NAME } from '@app/shared';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The page scrolls to top on every path change. It also resets the tab title, which pages
 * then rename in a passive effect (usePageTitle), so a page without its own title never shows a stale one.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    document.title = PRODUCT_NAME;
  }, [pathname]);
  return null;
}
