import { AUTH_LIMITS, AUTH_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { hashToken } from '#src/platform/auth/tokens';
import { rateLimitCounters, sessions } from '#src/platform/database/schema';
import { sessionCookieOf } from '#test/support/auth.test-support';

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

  const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
    response.cookies.find((cookie) => cookie.name === name);
  const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
  /** Moves the account's last counted try into the past, as if that long had gone by. */
  const age = (key: string, ms: number) =>
    t.ctx.db
      .update(rateLimitCounters)
      .set({ windowStart: new Date(Date.now() - ms) })
      .where(eq(rateLimitCounters.key, key));
  const loginWith = (email: string, password: string, knownDevice?: string, remoteAddress?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: knownDevice ? { cookie: `kd=${knownDevice}` } : {},
    });

  it('lockout abuse: strangers guessing cannot lock the owner out; a correct password from a known device signs in', async () => {
    const user = await createUser(t.ctx.db);
    const first = await login(user.email, PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = cookieOf(first, 'kd')!.value;
    // A patient attacker: every guess waits out the backoff, then fails.
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      if (attempt > 1) await age(accountKey(user.email), 3_600_000);
      expect((await loginWith(user.email, `wrong-${attempt}`, undefined, '198.51.100.20')).statusCode).toBe(401);
    }
    const stranger = await loginWith(user.email, PASSWORD, undefined, '198.51.100.21');
    expect(stranger.statusCode).toBe(429);
    const owner = await loginWith(user.email, PASSWORD, device);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(user.id);
  });

  it('lockout abuse: after 5 failures each further try waits 1 s, 2 s, 4 s... (429 with Retry-After), capped at 15 minutes', async () => {
    const user = await createUser(t.ctx.db);
    const key = accountKey(user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(user.email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const waits: string[] = [];
    for (const elapsed of [1_000, 2_000, 4_000]) {
      const early = await login(user.email, PASSWORD);
      expect(early.statusCode).toBe(429);
      expect(early.json().detail).toMatch(/^Too many login attempts\. Please try again in \d+ seconds?\.$/);
      waits.push(String(early.headers['retry-after']));
      await age(key, elapsed);
      expect((await login(user.email, 'wrong-again')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4']);

    await t.ctx.db
      .update(rateLimitCounters)
      .set({ count: 30, windowStart: new Date() })
      .where(eq(rateLimitCounters.key, key));
    const capped = await login(user.email, PASSWORD);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBe('900');
    expect(capped.json().detail).toBe('Too many login attempts. Please try again in 15 minutes.');
    await age(key, 900_000);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lockout abuse: the known-device cookie is signed, httpOnly, kept a year and bound to its account', async () => {
    const user = await createUser(t.ctx.db);
    const other = await createUser(t.ctx.db);
    const response = await login(user.email, PASSWORD);
    const cookie = cookieOf(response, 'kd')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict', maxAge: 365 * 86_400 });
    const [userId, deviceId] = cookie.value.split('.');
    expect(userId).toBe(String(user.id));

    // Another account's device, a forged one and a tampered one do not pass the other account's backoff.
    const forged = `${other.id}.${deviceId}.${Date.now() + 86_400_000}.not-a-signature`;
    const tampered = cookie.value.replace(`${user.id}.`, `${other.id}.`);
    await t.ctx.db
      .insert(rateLimitCounters)
      .values({ key: accountKey(other.email), windowStart: new Date(), count: 9 });
    for (const proof of [cookie.value, forged, tampered, 'garbage']) {
      expect((await loginWith(other.email, PASSWORD, proof)).statusCode).toBe(429);
    }
  });

  it('lockout abuse: failures on a known device back off that device alone', async () => {
    const user = await createUser(t.ctx.db);
    const device = cookieOf(await login(user.email, PASSWORD), 'kd')!.value;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await loginWith(user.email, `wrong-${attempt}`, device)).statusCode).toBe(401);
    }
    expect((await loginWith(user.email, PASSWORD, device)).statusCode).toBe(429);
    // Another browser still has its own free tries.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
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

  it('one address can lock out everyone behind it: 60 failed logins on one account from an address do not stop a colleague there', async () => {
    const ip = '192.0.2.60';
    const target = await createUser(t.ctx.db);
    const colleague = await createUser(t.ctx.db);
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 60; attempt += 1) {
      statuses.add((await login(target.email, `guess-${attempt}`, ip)).statusCode);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    const [pair] = await t.ctx.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:account-ip:${target.email.toLowerCase()}:${ip}`));
    expect(pair!.count).toBe(60);
    expect((await login(colleague.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it(`limits one client address to ${AUTH_LIMITS.loginPerIp} attempts per window across accounts`, async () => {
    const user = await createUser(t.ctx.db);
    const ip = '203.0.113.9';
    await t.ctx.db
      .insert(rateLimitCounters)
      .values({ key: `login:ip:${ip}`, windowStart: new Date(), count: AUTH_LIMITS.loginPerIp });
    const response = await login(user.email, PASSWORD, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toMatch(LOCKED_OUT);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await login(user.email, PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });

  it(`limits one account from one address to ${AUTH_LIMITS.loginPerAccountAndIp} attempts per window`, async () => {
    const user = await createUser(t.ctx.db);
    const ip = '203.0.113.11';
    await t.ctx.db.insert(rateLimitCounters).values({
      key: `login:account-ip:${user.email.toLowerCase()}:${ip}`,
      windowStart: new Date(),
      count: AUTH_LIMITS.loginPerAccountAndIp,
    });
    const response = await login(user.email, PASSWORD, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toMatch(LOCKED_OUT);
    expect((await login(user.email, PASSWORD, '203.0.113.12')).statusCode).toBe(200);
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
