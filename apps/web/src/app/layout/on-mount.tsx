import { useEffect } from 'react';

/**
 * Runs `onMount` once its Suspense boundary has committed, i.e. once a lazy dialog is on the page: a
 * dialog first mounted closed and opened on the next render is seen opening by Mantine, so it animates
 * in and gives focus back to the button that opened it when it closes.
 */
export function OnMount({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}
