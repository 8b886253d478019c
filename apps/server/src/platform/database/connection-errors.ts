import type pg from 'pg';

/** What a request hears while PostgreSQL restarts, fails over or drops its connections. */
export const DATABASE_UNAVAILABLE_DETAIL = 'The database is not answering. Please try again in a moment.';

/** Socket errors of a database that is down, restarting or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a lost connection rather than of a bad statement: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down).
 */
const isConnectionSqlState = (code: string) => code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code);

/** node-postgres' own words for a connection that ended under it (it gives them no code). */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isConnectionLevel(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isConnectionSqlState(code)))
  ) {
    return true;
  }
  return LOST_CONNECTION_MESSAGES.some((text) => error.message.startsWith(text));
}

/**
 * Whether a failure, or anything it wraps (Drizzle wraps the driver's error as its cause; a refused
 * connection to localhost is an AggregateError of one per address), is the database being out of
 * reach: the request may succeed when retried, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !(error instanceof Error)) return false;
  if (isConnectionLevel(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export type ConnectionErrorLog = (error: Error) => void;

/**
 * A pool whose connections may drop (PostgreSQL restarted, a backend terminated) without taking
 * the process with them: node-postgres emits 'error' on the pool for an idle connection and on the
 * client for a checked-out one between its queries, and an 'error' event nobody listens to is
 * thrown. The broken connection is discarded by the pool; the next query opens a new one.
 */
export function surviveDroppedConnections(pool: pg.Pool, onError: ConnectionErrorLog): void {
  // Logged once, by the client's own listener below, which also sees idle connections' errors.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}

/**
 * The root causes of a failure in one line: the driver's words rather than Drizzle's "Failed
 * query" wrapper, and each address's refusal rather than an AggregateError's empty message.
 */
export function describeCause(error: unknown): string {
  const messages = new Set<string>();
  const visit = (failure: unknown, depth: number) => {
    if (depth > 5) return;
    if (failure instanceof AggregateError && failure.errors.length > 0) {
      for (const inner of failure.errors) visit(inner, depth + 1);
    } else if (failure instanceof Error && failure.cause !== undefined) {
      visit(failure.cause, depth + 1);
    } else if (failure instanceof Error) {
      messages.add(failure.message || failure.name);
    } else {
      messages.add(String(failure));
    }
  };
  visit(error, 0);
  return [...messages].join('; ').replace(/\s+/g, ' ').trim();
}
