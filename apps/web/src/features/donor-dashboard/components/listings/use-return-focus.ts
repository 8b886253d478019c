import { useCallback, useRef } from 'react';

/**
 * Remembers the button that opened a dialog and focuses it again once the dialogs are gone. The
 * dialogs do not return focus themselves: Edit opened from the details dialog must come back to
 * the card's button, not to a button of the dialog that has since closed.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((element: HTMLElement | null) => {
    opener.current = element;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    if (element?.isConnected) element.focus();
  }, []);
  return { remember, restore };
}
