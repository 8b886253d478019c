import { PRODUCT_NAME } from '@app/shared';
import { useEffect } from 'react';

/**
 * Names the browser tab after the page. A passive effect on purpose: the layout resets the title in a
 * layout effect on every path change, which runs first, so pages without a title fall back to the product name.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
