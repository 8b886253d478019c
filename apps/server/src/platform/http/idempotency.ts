import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_RULES } from '@app/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/client';
import { idempotencyKeys } from '../database/schema';
import { AppError, conflict, unprocessable } from '../errors';
import type { ScheduledJob } from '../jobs';

/** Set on a replayed answer, as Stripe does, so a client can tell a retry from a first run. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** What the error handler answers for an unexpected failure; a retry of that key gets the same. */
const FAILED_BODY = { detail: 'Something went wrong on our side. Please try again.' };

const keptInterval = sql`make_interval(hours => ${IDEMPOTENCY_RULES.keptHours}::int)`;

/**
 * How long a claim holds without news from its request. The running request renews it every third
 * of this, however long its work takes (a payment provider call may take a minute with retries), so
 * only a request that died (a crash, a kill, a lost database connection) lets it run out. Seconds,
 * not the 24 hours a stored answer is kept: the client's retry then runs the work instead of being
 * told "still being processed" all day (docs/product.md, Running safely).
 */
export const CLAIM_LEASE_SECONDS = 30;
const leaseEnd = sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS}::int)`;

export interface IdempotentWork<T> {
  /** The signed-in caller: keys are per user, so two users never share one. */
  userId: number;
  /** Status of the successful answer (201 for a creation). */
  status: number;
  run: () => Promise<T>;
}

type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown };

/**
 * Inserts the key's row as `processing` before any work, in its own statement: of two requests
 * with one key, at most one inserts it (the primary key), so the work cannot run twice even on
 * different server instances. The other replays the stored answer, or is told to wait (409), or
 * takes over a claim whose lease ran out (a conditional update: of two, one gets the row).
 * This, not one transaction around the work, because checkouts call the payment provider, which
 * no database transaction can hold.
 */
async function claim(
  db: Database,
  userId: number,
  key: string,
  route: string,
  fingerprint: string,
  attempt = 0,
): Promise<Claim> {
  const pk = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // A row older than the retention period is forgotten even before the cleanup job removes it.
  await db.delete(idempotencyKeys).where(and(pk, lt(idempotencyKeys.createdAt, sql`now() - ${keptInterval}`)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, fingerprint, status: 'processing', leaseUntil: leaseEnd })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(pk);
  // Released by a refused first attempt in between: that attempt changed nothing, so try ours.
  if (!row) {
    if (attempt >= 2) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    return claim(db, userId, key, route, fingerprint, attempt + 1);
  }
  if (row.route !== route || row.fingerprint !== fingerprint) {
    throw unprocessable(IDEMPOTENCY_MESSAGES.reusedForOtherRequest);
  }
  if (row.status === 'completed' && row.responseStatus !== null) {
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  }
  // No answer stored and nobody renewing the claim: its request died before finishing.
  const abandoned = await db
    .update(idempotencyKeys)
    .set({ leaseUntil: leaseEnd, createdAt: sql`now()` })
    .where(
      and(
        pk,
        eq(idempotencyKeys.status, 'processing'),
        or(isNull(idempotencyKeys.leaseUntil), lt(idempotencyKeys.leaseUntil, sql`now()`)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (abandoned.length > 0) return { kind: 'claimed' };
  throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
}

/** Keeps the claim alive while the work runs; the returned function stops it. */
function renewLease(db: Database, pk: ReturnType<typeof and>, log: FastifyRequest['log']): () => void {
  const timer = setInterval(
    () => {
      db.update(idempotencyKeys)
        .set({ leaseUntil: leaseEnd })
        .where(and(pk, eq(idempotencyKeys.status, 'processing')))
        .catch((error: unknown) => log.warn({ err: error }, 'idempotency lease not renewed'));
    },
    (CLAIM_LEASE_SECONDS * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** What makes two requests with one key the same request: method, URL and validated body. */
export const idempotencyFingerprint = (method: string, url: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([method, url, body ?? null]))
    .digest('hex');

const fingerprintOf = (request: FastifyRequest) => idempotencyFingerprint(request.method, request.url, request.body);

/**
 * Runs a route's work at most once per Idempotency-Key (validated by idempotencyHeadersSchema):
 * the same user, key, route and body replay the first answer, status and body, without running
 * it again. Without the header the work simply runs. A refusal (AppError) releases the key: the
 * services refuse before changing anything, so the same key may be retried once the cause is
 * fixed. An unexpected failure is stored like an answer, since what it left behind is unknown.
 */
export async function idempotent<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  work: IdempotentWork<T>,
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return reply.status(work.status).send(await work.run());

  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const claimed = await claim(db, work.userId, key, route, fingerprintOf(request));
  if (claimed.kind === 'replay') return reply.status(claimed.status).header(REPLAYED_HEADER, 'true').send(claimed.body);

  const pk = and(eq(idempotencyKeys.userId, work.userId), eq(idempotencyKeys.key, key));
  const record = (status: number, body: unknown) =>
    db
      .update(idempotencyKeys)
      .set({
        status: 'completed',
        responseStatus: status,
        responseBody: body,
        completedAt: new Date(),
        leaseUntil: null,
      })
      .where(pk);
  let body: T;
  const stopRenewing = renewLease(db, pk, request.log);
  try {
    body = await work.run();
  } catch (error) {
    if (error instanceof AppError) await db.delete(idempotencyKeys).where(pk);
    else await record(500, FAILED_BODY);
    throw error;
  } finally {
    stopRenewing();
  }
  await record(work.status, body);
  return reply.status(work.status).send(body);
}

/** Forgets keys older than the retention period (IDEMPOTENCY_RULES.keptHours). */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${keptInterval}`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

export function idempotencyKeyCleanupJob(db: Database): ScheduledJob {
  return {
    name: 'idempotency-key-cleanup',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await deleteExpiredIdempotencyKeys(db);
    },
  };
}
