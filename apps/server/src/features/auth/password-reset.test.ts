import { AUTH_MESSAGES, PASSWORD_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { hashToken } from '#src/platform/auth/tokens';
import { authTokens, emailRecords, sessions, users } from '#src/platform/database/schema';
import { latestToken, mailboxFor, sessionCookieOf } from '#test/support/auth.test-support';

const OLD_PASSWORD = 'correct-horse-1';
const NEW_PASSWORD = 'a-brand-new-password';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', payload });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('emails a one-hour link to an existing account and says the same for an unknown one', async () => {
    const user = await createUser(t.ctx.db);
    const before = await t.ctx.db.$count(emailRecords);
    for (const email of [user.email, 'ghost@example.org']) {
      const response = await forgot({ email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetSent });
    }
    await t.ctx.mailer.idle();
    expect(await t.ctx.db.$count(emailRecords)).toBe(before + 1);
    const [email] = await mailboxFor(t, user.email);
    expect(email!.template).toBe('reset_password');
    const token = await latestToken(t, user.email, 'reset-password');
    expect(email!.links).toEqual([`${t.ctx.config.publicUrl}/reset-password?token=${token}`]);
    const [stored] = await t.ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const minutesValid = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(59);
    expect(minutesValid).toBeLessThanOrEqual(60);
  });

  it('answers a bad address with one sentence', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}]) {
      const response = await forgot(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.invalidEmail });
    }
  });

  it('sets the new password, ends every session and spends the token', async () => {
    const user = await createUser(t.ctx.db);
    const kept = await t.sessionFor(user);
    const loggedIn = sessionCookieOf(await login(user.email, OLD_PASSWORD))!;
    expect(await t.ctx.db.$count(sessions, eq(sessions.userId, user.id))).toBe(2);

    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });

    expect(await t.ctx.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    for (const cookie of [kept, loggedIn]) {
      expect((await t.request({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(401);
    }
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);

    const reused = await reset(token, 'yet-another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: AUTH_MESSAGES.invalidResetToken });
  });

  it('marks an unverified address verified', async () => {
    const user = await createUser(t.ctx.db, { emailVerifiedAt: null });
    await forgot({ email: user.email });
    expect((await reset(await latestToken(t, user.email, 'reset-password'))).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link replaces older unused ones', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const older = await latestToken(t, user.email, 'reset-password');
    await forgot({ email: user.email });
    const newer = await latestToken(t, user.email, 'reset-password');
    expect(newer).not.toBe(older);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('refuses an expired or unknown token', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    for (const candidate of [token, 'made-up-token']) {
      const response = await reset(candidate);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.invalidResetToken });
    }
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password is 8 to 128 characters and keeps the token for a retry', async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));

    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toEqual([
      { loc: ['body', 'password'], msg: 'Password must be at least 8 characters long' },
    ]);
    expect((await reset(token, 'x'.repeat(129))).statusCode).toBe(400);

    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('allows 3 requests per address per hour, then 429 for existing and unknown addresses alike', async () => {
    const user = await createUser(t.ctx.db);
    const answers = [];
    for (const email of [user.email, 'unknown-person@example.org']) {
      for (let call = 1; call <= 3; call += 1) expect((await forgot({ email })).statusCode).toBe(200);
      const limited = await forgot({ email });
      expect(limited.statusCode).toBe(429);
      answers.push(limited.json());
    }
    expect(answers[0]).toEqual({ detail: AUTH_MESSAGES.tooManyRequests });
    expect(answers[1]).toEqual(answers[0]);
    expect(await mailboxFor(t, user.email)).toHaveLength(3);
  });

  it('weak passwords: a reset refuses a common password or one containing the email name, and keeps the token', async () => {
    const user = await createUser(t.ctx.db, { email: 'riverside.food@example.org' });
    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const common = await reset(token, 'password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().detail).toEqual([{ loc: ['body', 'password'], msg: PASSWORD_MESSAGES.common }]);
    const named = await reset(token, 'Riverside.Food!2024');
    expect(named.json().detail).toEqual([{ loc: ['body', 'password'], msg: PASSWORD_MESSAGES.containsEmailName }]);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("`aaaaaaaa` is accepted as a password: a reset refuses it with the meter's reason and keeps the token", async () => {
    const user = await createUser(t.ctx.db);
    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    const weak = await reset(token, 'aaaaaaaa');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toEqual([
      { loc: ['body', 'password'], msg: 'Password is too weak: add an upper-case letter, a digit or a symbol.' },
    ]);
    expect((await login(user.email, 'aaaaaaaa')).statusCode).toBe(401);
    expect((await reset(token)).statusCode).toBe(200);
  });
});
