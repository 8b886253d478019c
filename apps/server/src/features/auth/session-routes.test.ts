import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { hashToken } from '#src/platform/auth/tokens';
import { sessions } from '#src/platform/database/schema';

describe('sessions: /api/auth/me and /api/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token?: string) => t.request({ method: 'GET', url: '/api/auth/me', as: token });

  it('answers 401 without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
    expect((await me('not-a-real-token')).statusCode).toBe(401);
  });

  it('/api/auth/session answers 200 with the user, or with null instead of a 401', async () => {
    const session = (token?: string) => t.request({ method: 'GET', url: '/api/auth/session', as: token });
    expect((await session()).statusCode).toBe(200);
    expect((await session()).json()).toEqual({ user: null });
    expect((await session('not-a-real-token')).json()).toEqual({ user: null });
    const user = await createUser(t.ctx.db);
    const token = await t.sessionFor(user);
    const response = await session(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await me(token)).json());
  });

  it('logout deletes the session row and clears the cookie', async () => {
    const user = await createUser(t.ctx.db);
    const token = await t.sessionFor(user);
    expect((await me(token)).statusCode).toBe(200);

    const response = await t.request({ method: 'POST', url: '/api/auth/logout', payload: {}, as: token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(await t.ctx.db.$count(sessions, eq(sessions.tokenHash, hashToken(token)))).toBe(0);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('logout without a session still answers 204', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', payload: {} })).statusCode).toBe(204);
  });

  it('logout needs a same-origin Origin header', async () => {
    const user = await createUser(t.ctx.db);
    const token = await t.sessionFor(user);
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      as: token,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
  });

  /** A new user's session token, with its dates moved as the test needs. */
  async function sessionDated(dates: { lastSeenAt: Date; expiresAt?: Date }): Promise<string> {
    const token = await t.sessionFor(await createUser(t.ctx.db));
    await t.ctx.db
      .update(sessions)
      .set(dates)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return token;
  }

  it('rejects a session idle for more than 7 days', async () => {
    const token = await sessionDated({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('rejects a session past its absolute expiry even when recently used', async () => {
    const token = await sessionDated({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect((await me(token)).statusCode).toBe(401);
  });
});
