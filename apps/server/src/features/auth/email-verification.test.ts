import { AUTH_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { hashToken } from '#src/platform/auth/tokens';
import { authTokens, emailRecords, users } from '#src/platform/database/schema';
import { donorPayload, latestToken, mailboxFor, nonprofitPayload } from '#test/support/auth.test-support';

describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/verify-email', payload });
  const resend = (email: unknown) =>
    t.request({ method: 'POST', url: '/api/auth/request-verification', payload: { email } });

  async function signUp(payload = nonprofitPayload()) {
    const response = await t.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(201);
    return { email: String(payload.email), password: String(payload.password), id: response.json().user.id as number };
  }

  it('follows the emailed link, then allows login; the link works once', async () => {
    const account = await signUp();
    const token = await latestToken(t, account.email, 'verify-email');

    const response = await verify({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ id: account.id, role: 'nonprofit', email_verified: true }),
      message: AUTH_MESSAGES.emailVerified,
    });
    const [stored] = await t.ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored!.usedAt).not.toBeNull();

    const again = await verify({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: AUTH_MESSAGES.invalidVerificationLink });

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.approval_status).toBe('pending');
  });

  // docs/product.md, Accounts and sign-in: the link is good for 48 hours, too long to stand in for a
  // password, so verifying opens the login with the address filled in rather than signing in.
  it('does not sign in: it answers the address for the login form to fill in, and no session', async () => {
    const account = await signUp();
    const token = await latestToken(t, account.email, 'verify-email');
    const response = await verify({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: account.email, role: 'nonprofit' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.cookies).toEqual([]);
    // The nonprofit's letter and status come back too, for the getting-started checklist.
    expect(response.json().user).toMatchObject({ approval_status: 'pending', tax_exempt_doc_url: null });
  });

  it('refuses unknown, expired and missing tokens without changing the account', async () => {
    const account = await signUp(donorPayload());
    const token = await latestToken(t, account.email, 'verify-email');
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));

    for (const payload of [{ token }, { token: 'made-up-token' }]) {
      const response = await verify(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.invalidVerificationLink });
    }
    const missing = await verify({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toEqual([{ loc: ['body', 'token'], msg: 'Token is required' }]);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('resends a link to an unverified account; verifying with one ends the others', async () => {
    const account = await signUp(donorPayload());
    const first = await latestToken(t, account.email, 'verify-email');

    const response = await resend(account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    const emails = await mailboxFor(t, account.email);
    expect(emails).toHaveLength(2);
    const second = await latestToken(t, account.email, 'verify-email');
    expect(second).not.toBe(first);

    expect((await verify({ token: second })).statusCode).toBe(200);
    expect((await verify({ token: first })).statusCode).toBe(400);
  });

  it('answers the same for verified and unknown addresses and sends nothing', async () => {
    const verified = await createUser(t.ctx.db);
    const before = await t.ctx.db.$count(emailRecords);
    for (const email of [verified.email, 'ghost@example.org']) {
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    }
    await t.ctx.mailer.idle();
    expect(await t.ctx.db.$count(emailRecords)).toBe(before);
  });

  it('allows 3 requests per address per hour, for existing and unknown addresses alike', async () => {
    const account = await signUp(donorPayload());
    for (const email of [account.email, 'nobody-here@example.org']) {
      for (let call = 1; call <= 3; call += 1) expect((await resend(email)).statusCode).toBe(200);
      const limited = await resend(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: AUTH_MESSAGES.tooManyRequests });
    }
    // Sign-up email plus three resends; the fourth sent nothing.
    expect(await mailboxFor(t, account.email)).toHaveLength(4);
  });

  it('rejects a missing or malformed email with 400', async () => {
    const missing = await t.request({ method: 'POST', url: '/api/auth/request-verification', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail[0].loc).toEqual(['body', 'email']);
    const malformed = await resend('nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail[0].msg).toBe(AUTH_MESSAGES.invalidEmail);
  });
});
