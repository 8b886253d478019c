import { AUTH_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';
import { createUser } from '../../factories/users';
import { hashToken } from '../../platform/auth/tokens';
import { rateLimitCounters, sessions } from '../../platform/database/schema';
import { sessionCookieOf } from './auth.test-support';

const PASSWORD = 'correct-horse-1';
const LOCKED_OUT = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress?: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('signs a verified user in with an HttpOnly, SameSite=Lax cookie holding a new token each time', async () => {
    const user = await createUser(t.ctx.db, { role: 'donor', email: 'Login.Case@Example.org' });
    const first = await login('login.case@example.org', PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      user: expect.objectContaining({ id: user.id, role: 'donor', email_verified: true, name: user.name }),
    });
    expect(first.json().user).not.toHaveProperty('password_hash');
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(/^sid=/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');

    const second = await login(user.email, PASSWORD);
    const [a, b] = [sessionCookieOf(first)!, sessionCookieOf(second)!];
    expect(a).not.toBe(b);

    // Only the hash of the cookie is stored.
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual([hashToken(a), hashToken(b)].sort());
    expect(JSON.stringify(rows)).not.toContain(a);

    const me = await t.request({ method: 'GET', url: '/api/auth/me', as: a });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    const user = await createUser(t.ctx.db);
    for (const response of [await login(user.email, 'wrong-password'), await login('nobody@example.org', PASSWORD)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an unverified email with 403 once the password is right', async () => {
    const user = await createUser(t.ctx.db, { emailVerifiedAt: null });
    const before = await t.ctx.db.$count(sessions);
    const response = await login(user.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.emailNotVerified });
    expect(await t.ctx.db.$count(sessions)).toBe(before);
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('lets pending and rejected nonprofits in so they can see their status', async () => {
    const rejected = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'rejected' });
    const response = await login(rejected.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'nonprofit', approval_status: 'rejected' });
  });

  it('rejects bad input with 400 and opens no session', async () => {
    const before = await t.ctx.db.$count(sessions);
    const missing = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.org' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toEqual([{ loc: ['body', 'password'], msg: 'Password is required' }]);
    const badEmail = await login('not-an-email', PASSWORD);
    expect(badEmail.statusCode).toBe(400);
    expect(await t.ctx.db.$count(sessions)).toBe(before);
  });

  it('locks an account for the window after 10 attempts, even with the right password', async () => {
    const user = await createUser(t.ctx.db);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(user.email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(LOCKED_OUT);
    expect(locked.json().detail).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('clears the account counter on a successful login', async () => {
    const user = await createUser(t.ctx.db);
    const key = `login:account:${user.email.toLowerCase()}`;
    for (let attempt = 1; attempt <= 3; attempt += 1) await login(user.email, 'wrong-password');
    const [counter] = await t.ctx.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(counter!.count).toBe(3);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect(await t.ctx.db.$count(rateLimitCounters, eq(rateLimitCounters.key, key))).toBe(0);
  });

  it('limits one client address to 50 attempts per window across accounts', async () => {
    const user = await createUser(t.ctx.db);
    const ip = '203.0.113.9';
    await t.ctx.db
      .insert(rateLimitCounters)
      .values({ key: 'login:ip:203.0.113.9', windowStart: new Date(), count: 50 });
    const response = await login(user.email, PASSWORD, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toMatch(LOCKED_OUT);
    // Another address is not affected.
    expect((await login(user.email, PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });

  it('counts only failed tries against an address, so one office of colleagues is not locked out', async () => {
    const ip = '198.51.100.7';
    for (let person = 0; person < 3; person += 1) {
      const colleague = await createUser(t.ctx.db);
      expect((await login(colleague.email, PASSWORD, ip)).statusCode).toBe(200);
    }
    expect((await login('nobody@example.org', 'wrong-password', ip)).statusCode).toBe(401);
    const [counter] = await t.ctx.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:ip:${ip}`));
    expect(counter!.count).toBe(1);
  });
});

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

  it('rejects a session idle for more than 7 days', async () => {
    const user = await createUser(t.ctx.db);
    const token = await t.sessionFor(user);
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('rejects a session past its absolute expiry even when recently used', async () => {
    const user = await createUser(t.ctx.db);
    const token = await t.sessionFor(user);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });
});
