import { createContext, use } from 'react';

/** Whether the live stream (GET /api/stream) is up for the signed-in user; provided by LiveUpdates. */
export const LiveStatusContext = createContext(false);

function useLiveConnected(): boolean {
  return use(LiveStatusContext);
}

/**
 * The `refetchInterval` of a query the live stream keeps fresh: no polling while the stream is up,
 * the fallback interval while it is down (docs/product.md, Chat and notifications).
 */
export function useFallbackPoll(intervalMs: number): number | false {
  return useLiveConnected() ? false : intervalMs;
}
