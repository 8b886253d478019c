import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { isDatabaseUnavailable } from './connection-errors';
import type { Reader } from './replica-set';
import { parseWalPosition } from './wal-position';

/**
 * The primary's WAL position after the browser's last write (docs/decisions/017-read-replicas.md):
 * a read it sends goes to a replica only once that replica has replayed this far, so a donor's edit
 * shows to that donor at once. A cookie rather than the session row or process memory: any instance
 * behind the load balancer reads it, and no write is added for it.
 */
export const READ_MARK_COOKIE = 'read_after';

/**
 * How long a write keeps its author's reads off replicas that have not replayed it. Beyond this a
 * replica that has not is far behind in any case, and no reader would be given it (replica-set.ts).
 */
const READ_MARK_SECONDS = 60;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Outside production, which server a read went to, for the proofs and tests (never in production). */
export const READ_SOURCE_HEADER = 'x-read-source';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader this request's replica reads used, once one was chosen (read-routing.ts). */
    readSource: string | null;
  }
}

/**
 * After every successful write request (its transaction has committed by then), sends the primary's
 * position in READ_MARK_COOKIE. Only with replicas: on PGlite, or on PostgreSQL alone, every read is
 * on the primary and nothing is added.
 */
export function registerReadRouting(app: FastifyInstance, ctx: AppContext): void {
  const replicas = ctx.database.replicas;
  if (!replicas) return;
  app.decorateRequest('readSource', null);
  const secure = ctx.config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply, payload) => {
    if (!ctx.config.isProduction && request.readSource) reply.header(READ_SOURCE_HEADER, request.readSource);
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    // A primary that cannot say where it is now leaves the mark as it was: the write has answered.
    const position = await replicas.writePosition().catch(() => undefined);
    if (position) {
      reply.header(
        'set-cookie',
        app.serializeCookie(READ_MARK_COOKIE, position, {
          path: '/api',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: READ_MARK_SECONDS,
        }),
      );
    }
    return payload;
  });
}

/**
 * Runs a read on the reader this request may use: a replica that holds the caller's last write,
 * else the primary. A read that fails on a replica for any reason but the caller's own (an AppError)
 * runs again on the primary, so a replica going down mid-request costs time, never an error.
 */
export async function readFor<T>(
  ctx: Pick<AppContext, 'database'>,
  request: FastifyRequest,
  read: (reader: Reader) => Promise<T>,
): Promise<T> {
  const { replicas, primary } = ctx.database;
  if (!replicas) return read(primary);
  const reader = await replicas.readerFor(parseWalPosition(request.cookies[READ_MARK_COOKIE]));
  request.readSource = reader.replica === null ? 'primary' : 'replica';
  if (reader.replica === null) return read(reader);
  try {
    return await read(reader);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A cancelled statement (a recovery conflict, a time-out) is the replica's, not the request's.
    if (isDatabaseUnavailable(error) || /timeout/i.test((error as Error).message)) replicas.markDown(reader);
    request.readSource = 'primary';
    return read(primary);
  }
}
