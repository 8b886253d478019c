import { useSyncExternalStore } from 'react';

/**
 * The dashboard on screen registers how to start its guided tour; the help center (hosted by the
 * layout, outside the dashboard) offers "Take the guided tour" only while one is registered.
 */
type Starter = () => void;

let current: Starter | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Registers the tour of the page on screen; the returned function unregisters it. */
export function registerTourStarter(start: Starter): () => void {
  current = start;
  emit();
  return () => {
    if (current === start) {
      current = null;
      emit();
    }
  };
}

/** The registered tour's start, or null when the page has none (or the screen is too small for it). */
export function useTourStarter(): Starter | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
