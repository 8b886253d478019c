import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { LIVE_CHANNEL } from './live-bus';

export interface ListenerOptions {
  /** Called with every payload on the channel. */
  onPayload(payload: string): void;
  /** Called once LISTEN is active again after a drop: events in between were lost. */
  onRestored(): void;
  log: FastifyBaseLogger;
}

export interface PostgresListener {
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Lets operators tell the LISTEN connection apart in pg_stat_activity (and tests find it). */
export const LISTENER_APPLICATION_NAME = 'inkind-live-events';

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 15_000;
const PING_INTERVAL_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

/**
 * LISTEN on a dedicated connection, not a pooled one: a pooled client would be handed to queries
 * and its LISTEN would outlive its turn. The connection is pinged because firewalls and proxies
 * silently drop idle ones; when it fails it is replaced with exponential backoff.
 */
export function createPostgresListener(poolOptions: pg.PoolConfig, options: ListenerOptions): PostgresListener {
  const { log, onPayload, onRestored } = options;
  let current: pg.Client | null = null;
  let started = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // Loaded here, so that a server on the embedded database never loads it.
    const { Client } = (await import('pg')).default;
    const client = new Client({ ...poolOptions, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client));
    client.on('notification', (message) => {
      if (client === current && message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    current = client;
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      if (current === client) current = null;
      void client.end().catch(() => undefined);
      throw error;
    }
    if (closed) await client.end().catch(() => undefined);
  };

  const dropped = (client: pg.Client, error?: Error) => {
    if (client !== current || closed) return;
    current = null;
    void client.end().catch(() => undefined);
    log.warn({ err: error }, 'live events: LISTEN connection lost, reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const backoff = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** failures);
    // Jitter keeps many instances from reconnecting in lockstep after a database restart.
    const delay = backoff / 2 + Math.random() * (backoff / 2);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          if (closed) return;
          failures = 0;
          log.info('live events: LISTEN connection restored');
          onRestored();
        },
        (error: unknown) => {
          if (closed) return;
          log.warn({ err: error, attempt: failures }, 'live events: reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  const ping = async () => {
    const client = current;
    if (!client) return;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query('select 1'),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      dropped(client, error as Error);
    } finally {
      clearTimeout(timeout);
    }
  };

  return {
    async start() {
      if (started) return;
      started = true;
      try {
        await connect();
      } catch (error) {
        closed = true;
        clearTimeout(retryTimer);
        throw error;
      }
      pingTimer = setInterval(() => void ping(), PING_INTERVAL_MS);
      pingTimer.unref();
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
