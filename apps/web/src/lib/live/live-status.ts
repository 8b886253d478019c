import { createContext, use } from 'react';

/** Whether the live stream (GET /api/stream) is up for the signed-in user; provided by LiveUpdates. */
export const LiveStatusContext = createContext(false);

function useLiveConnected(): boolean {
  return use(LiveStatusContext);
}

/**
 * The `refetchInterval` of a query the live stream keeps fresh: no polling while the stream is up,
 * the seed's interval while it is down (DESIGN.md rule 17).
 */
export function useFallbackPoll(intervalMs: number): number | false {
  return useLiveConnected() ? false : intervalMs;
}
