import { useSyncExternalStore } from 'react';

/**
 * Whether the page has finished loading (the window's load event, which waits for the page's own
 * scripts and their preloads) and the browser then had a moment to spare. The bell's panel waits for
 * it, so its code does not compete with the page's own for the first seconds of a slow connection.
 */
let settled = false;
const listeners = new Set<() => void>();

function settle() {
  settled = true;
  for (const listener of listeners) listener();
}

function afterLoad() {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, { timeout: 1000 });
  else setTimeout(settle, 0);
}

if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => settled);
}
