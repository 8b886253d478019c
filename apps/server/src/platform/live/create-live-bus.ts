import type { DatabaseHandle } from '../database/client';
import type { LiveBus } from './live-bus';

/** CONTRACT STUB (helper E implements): LISTEN on a dedicated PostgreSQL connection, or PGlite's listen(). */
export function createLiveBus(_database: DatabaseHandle): LiveBus {
  return {
    start: async () => undefined,
    subscribe: () => () => undefined,
    close: async () => undefined,
  };
}
