import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { createSession } from '#src/platform/auth/session';
import { hashToken } from '#src/platform/auth/tokens';
import { sessions } from '#src/platform/database/schema';

/** Requests that arrive together have their sessions looked up together (session-plugin.ts). */
describe('session lookup of requests arriving together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', as: token });

  it('gives each request its own user, and none to an unknown or signed-out token', async () => {
    const users = await Promise.all([
      createUser(t.ctx.db, { role: 'donor' }),
      createUser(t.ctx.db, { role: 'nonprofit' }),
      createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' }),
    ]);
    const tokens = await Promise.all(users.map((user) => createSession(t.ctx.db, user.id)));
    const signedOut = await createSession(t.ctx.db, users[0]!.id);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', as: signedOut })).statusCode).toBeLessThan(300);

    const asked = [...tokens, tokens[0]!, 'not-a-session-token', signedOut, tokens[2]!];
    const answers = await Promise.all(asked.map(me));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 401, 401, 200]);
    const ids = answers.map((answer) => (answer.statusCode === 200 ? answer.json().user.id : null));
    expect(ids).toEqual([users[0]!.id, users[1]!.id, users[2]!.id, users[0]!.id, null, null, users[2]!.id]);
  });

  it('refreshes when each session was last seen, at most once a minute', async () => {
    const users = await Promise.all([createUser(t.ctx.db), createUser(t.ctx.db)]);
    const tokens = await Promise.all(users.map((user) => createSession(t.ctx.db, user.id)));
    const hashes = tokens.map(hashToken);
    const lastSeen = async () =>
      (await t.ctx.db.select().from(sessions).where(inArray(sessions.tokenHash, hashes))).map((row) =>
        row.lastSeenAt.getTime(),
      );
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '5 minutes'` })
      .where(eq(sessions.tokenHash, hashes[0]!));
    const before = await lastSeen();
    await Promise.all(tokens.map(me));
    const after = await lastSeen();
    const stale = before.indexOf(Math.min(...before));
    expect(after[stale]).toBeGreaterThan(before[stale]! + 4 * 60_000);
    expect(after[1 - stale]).toBe(before[1 - stale]);
  });
});
