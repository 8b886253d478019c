import type { LiveEventPayloads, LiveEventType } from '@app/shared';

/**
 * Sent instead of the full payload when that would not fit in one NOTIFY (8000 bytes): only the
 * ids, with `partial: true`, so the client refetches what changed.
 */
export type PartialLivePayload = { partial: true } & Record<string, number | boolean | null>;

/** One event for one user's open streams. */
export interface LiveEvent<K extends LiveEventType = LiveEventType> {
  type: K;
  data: LiveEventPayloads[K] | PartialLivePayload;
}

export type LiveListener = (event: LiveEvent) => void;

/** The NOTIFY channel every process LISTENs on. */
export const LIVE_CHANNEL = 'live_events';

/**
 * Delivers live events to the signed-in users' open GET /api/stream connections in THIS process
 * (docs/product.md, Chat and notifications). Events are published with publishLive() (platform/live/publish.ts): a
 * pg_notify in the caller's transaction, so it is delivered only if and when that transaction
 * commits, to every process LISTENing on the channel (PostgreSQL: all instances; PGlite: this one).
 * Delivery is best effort: clients refetch on reconnect and fall back to polling.
 */
export interface LiveBus {
  /** Starts LISTENing (idempotent). */
  start(): Promise<void>;
  /**
   * Returns the unsubscribe function. `onGap` runs when events may have been missed (the LISTEN
   * connection dropped and is back): the stream closes so the browser reconnects and refetches.
   */
  subscribe(userId: number, listener: LiveListener, onGap?: () => void): () => void;
  close(): Promise<void>;
}
