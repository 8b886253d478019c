import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../database/client';
import { LIVE_CHANNEL, type LiveBus, type LiveListener } from './live-bus';
import { createPostgresListener } from './postgres-listener';
import { decodeLiveEvent } from './wire';

interface Subscription {
  listener: LiveListener;
  onGap?: () => void;
}

/**
 * LISTENs on PostgreSQL (a dedicated connection, so every instance hears every commit) or on the
 * embedded PGlite (one process), and hands each event to this process's subscribers of the
 * named users.
 */
export function createLiveBus(database: DatabaseHandle, log: FastifyBaseLogger): LiveBus {
  const subscribers = new Map<number, Set<Subscription>>();

  // One stream's failure must not keep the event from the user's other tabs or other users.
  const safely = (run: () => void) => {
    try {
      run();
    } catch (error) {
      log.error({ err: error }, 'live events: a subscriber failed');
    }
  };

  const dispatch = (payload: string) => {
    const decoded = decodeLiveEvent(payload);
    if (!decoded) {
      log.warn('live events: ignored a malformed notification');
      return;
    }
    for (const userId of decoded.userIds) {
      for (const subscription of subscribers.get(userId) ?? []) {
        safely(() => subscription.listener(decoded.event));
      }
    }
  };

  const signalGap = () => {
    for (const set of subscribers.values()) {
      for (const subscription of [...set]) if (subscription.onGap) safely(subscription.onGap);
    }
  };

  let startListening: () => Promise<void>;
  let stopListening: () => Promise<void> = async () => undefined;
  if (database.pool) {
    const listener = createPostgresListener(database.pool.options, { log, onPayload: dispatch, onRestored: signalGap });
    startListening = () => listener.start();
    stopListening = () => listener.close();
  } else if (database.pglite) {
    const pglite = database.pglite;
    startListening = async () => {
      const unlisten = await pglite.listen(LIVE_CHANNEL, dispatch);
      stopListening = () => unlisten().catch(() => undefined);
    };
  } else {
    throw new Error('Live events need PostgreSQL or PGlite');
  }

  let starting: Promise<void> | undefined;
  return {
    start() {
      starting ??= startListening();
      return starting;
    },
    subscribe(userId, listener, onGap) {
      const subscription: Subscription = { listener, onGap };
      const set = subscribers.get(userId) ?? new Set();
      set.add(subscription);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscription);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    async close() {
      await starting?.catch(() => undefined);
      await stopListening();
    },
  };
}
