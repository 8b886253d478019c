import { LIVE_EVENT_TYPES } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../session/use-current-user';
import { applyLiveEvent, resyncLiveQueries, type LiveEvent } from './apply-live-event';
import { LiveStatusContext } from './live-status';

const STREAM_URL = '/api/stream';
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 60_000;

function parse(raw: unknown): unknown {
  try {
    return typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export interface LiveUpdatesProps {
  children: ReactNode;
}

/**
 * Keeps ONE EventSource to /api/stream open while someone is signed in and feeds its events to the
 * query cache. The browser reconnects by itself after a dropped connection; when
 * it gives up (an error status, e.g. during a deploy) we retry with a growing delay. While the stream
 * is down the chat and the bell poll at the fallback intervals (see useFallbackPoll).
 */
export function LiveUpdates({ children }: LiveUpdatesProps) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let wasUp = false;

    const connect = () => {
      source = new EventSource(STREAM_URL, { withCredentials: true });
      source.addEventListener('ready', () => {
        failures = 0;
        setConnected(true);
        // The first page load has just fetched everything; a reconnect may have missed events.
        if (wasUp) void resyncLiveQueries(queryClient);
        wasUp = true;
      });
      for (const type of LIVE_EVENT_TYPES) {
        source.addEventListener(type, (event: MessageEvent) => {
          const data = parse(event.data);
          if (data && typeof data === 'object') void applyLiveEvent(queryClient, { type, data } as LiveEvent);
        });
      }
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState !== EventSource.CLOSED) return;
        failures += 1;
        retryTimer = setTimeout(connect, Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1)));
      };
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
      setConnected(false);
    };
  }, [userId, queryClient]);

  return <LiveStatusContext value={userId !== null && connected}>{children}</LiveStatusContext>;
}
