import { AUTH_LIMITS } from '@app/shared';
import { eq, inArray, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '../factories/users';
import { createSession, resolveSessions } from '../platform/auth/session';
import { hashToken } from '../platform/auth/tokens';
import { rateLimitCounters, sessions, type UserRow } from '../platform/database/schema';
import { createScheduler } from '../platform/jobs';
import { hitRateLimit } from '../platform/rate-limit';
import { buildJobs, RATE_LIMIT_COUNTER_RETENTION_MS } from './jobs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

describe('purge jobs: expired sessions and stale rate-limit counters', () => {
  let t: TestApp;
  let user: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  const job = (name: string) => {
    const found = buildJobs(t.ctx).find((candidate) => candidate.name === name);
    expect(found, name).toBeDefined();
    return found!;
  };
  /** Runs every job once the way main.ts schedules them: under the job's advisory lock on PostgreSQL. */
  const runScheduled = () => createScheduler(t.ctx.database, pino({ level: 'silent' }), buildJobs(t.ctx)).runAll();
  const sessionExists = async (token: string) =>
    (
      await t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    ).length === 1;

  it('are registered with the scheduler and run hourly', () => {
    expect(job('sessions.purge-expired').intervalMs).toBe(HOUR_MS);
    expect(job('rate-limits.purge-stale').intervalMs).toBe(HOUR_MS);
  });

  it('removes sessions past their absolute or idle limit and keeps live ones', async () => {
    const [live, expired, idle] = [
      await createSession(t.ctx.db, user.id),
      await createSession(t.ctx.db, user.id),
      await createSession(t.ctx.db, user.id),
    ];
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: hoursAgo(1) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (AUTH_LIMITS.sessionIdleDays * DAY_MS + HOUR_MS)) })
      .where(eq(sessions.tokenHash, hashToken(idle)));

    await runScheduled();

    expect(await sessionExists(live)).toBe(true);
    expect(await resolveSessions(t.ctx.db, [live])).toEqual([expect.objectContaining({ id: user.id })]);
    expect(await sessionExists(expired)).toBe(false);
    expect(await sessionExists(idle)).toBe(false);
  });

  it('removes counters older than the longest window and keeps the ones still counting', async () => {
    const prefix = `purge-test:${Date.now()}:`;
    const keys = { fresh: `${prefix}fresh`, recent: `${prefix}recent`, stale: `${prefix}stale` };
    for (const key of Object.values(keys)) await hitRateLimit(t.ctx.db, key, 5, HOUR_MS);
    await t.ctx.db
      .update(rateLimitCounters)
      .set({ windowStart: hoursAgo(20) })
      .where(eq(rateLimitCounters.key, keys.recent));
    await t.ctx.db
      .update(rateLimitCounters)
      .set({ windowStart: new Date(Date.now() - RATE_LIMIT_COUNTER_RETENTION_MS - HOUR_MS) })
      .where(eq(rateLimitCounters.key, keys.stale));

    await runScheduled();

    const left = await t.ctx.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `${prefix}%`));
    expect(left.map((row) => row.key).sort()).toEqual([keys.fresh, keys.recent]);
  });

  it('keeps a failed-login streak for as long as it is remembered', () => {
    expect(RATE_LIMIT_COUNTER_RETENTION_MS).toBeGreaterThanOrEqual(AUTH_LIMITS.loginFailureMemoryHours * HOUR_MS);
  });

  it('two overlapping runs delete each row once and fail nothing', async () => {
    const tokens = [await createSession(t.ctx.db, user.id), await createSession(t.ctx.db, user.id)];
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: hoursAgo(1) })
      .where(inArray(sessions.tokenHash, tokens.map(hashToken)));
    const purge = job('sessions.purge-expired');
    await expect(Promise.all([purge.run(), purge.run()])).resolves.toBeDefined();
    for (const token of tokens) expect(await sessionExists(token)).toBe(false);
  });
});
