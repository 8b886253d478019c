import { AUTH_MESSAGES, PASSWORD_MESSAGES } from '@app/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { hashToken } from '#src/platform/auth/tokens';
import { readUploadToken } from '#src/platform/auth/upload-token';
import { authTokens, emailRecords, rateLimitCounters, users } from '#src/platform/database/schema';
import { latestToken, mailboxFor, donorPayload, nonprofitPayload } from '#test/support/auth.test-support';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, remoteAddress?: string) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  const counts = async () => ({
    users: await t.ctx.db.$count(users),
    tokens: await t.ctx.db.$count(authTokens),
    emails: await t.ctx.db.$count(emailRecords),
  });

  /** Bad input: 400 with the issue list, and nothing saved. */
  async function expectRejected(payload: Record<string, unknown>, loc: string, msg?: string) {
    const before = await counts();
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const detail = response.json().detail as { loc: string[]; msg: string }[];
    const issue = detail.find((entry) => entry.loc.join('.') === loc);
    expect(issue, JSON.stringify(detail)).toBeDefined();
    if (msg) expect(issue!.msg).toBe(msg);
    expect(await counts()).toEqual(before);
  }

  it('creates an approved, unverified donor, keeps only donor fields and emails a 48-hour link', async () => {
    const payload = donorPayload({ email: 'New.Donor@Example.org', organization_name: 'Not mine', ein: '12-3456789' });
    const response = await register(payload);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      user: {
        id: expect.any(Number),
        email: 'new.donor@example.org',
        name: 'Dana Donor',
        role: 'donor',
        approval_status: 'approved',
        email_verified: false,
        organization_name: null,
        company_name: 'Acme Giving',
        state: 'IL',
        city: 'Chicago',
        tax_exempt_doc_url: null,
        tour_completed: false,
      },
      message: AUTH_MESSAGES.registeredDonor,
      upload_token: null,
    });
    expect(response.headers['set-cookie']).toBeUndefined();

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.ein).toBeNull();
    expect(row!.organizationName).toBeNull();
    expect(row!.donorScope).toBe('citywide');
    expect(row!.givingPreferences).toEqual(['Education', 'Youth']);
    expect(row!.emailVerifiedAt).toBeNull();

    const token = await latestToken(t, 'new.donor@example.org', 'verify-email');
    const [stored] = await t.ctx.db.select().from(authTokens).where(eq(authTokens.userId, body.user.id));
    expect(stored!.purpose).toBe('verify_email');
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const hoursValid = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(47.9);
    expect(hoursValid).toBeLessThanOrEqual(48);

    const [email] = await mailboxFor(t, 'new.donor@example.org');
    expect(email!.template).toBe('verify_email');
    expect(email!.links).toEqual([`${t.ctx.config.publicUrl}/verify-email?token=${token}`]);
  });

  it('creates a pending nonprofit with an upload token, dropping donor fields', async () => {
    const payload = nonprofitPayload({ ein: '361234567', company_name: 'Should be dropped', donor_scope: 'statewide' });
    const response = await register(payload);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      role: 'nonprofit',
      approval_status: 'pending',
      email_verified: false,
      organization_name: 'Lakeside Youth Alliance',
      company_name: null,
    });
    expect(body.message).toBe(AUTH_MESSAGES.registeredNonprofit);
    expect(readUploadToken(t.ctx.config.sessionSecret, body.upload_token)).toBe(body.user.id);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.companyName).toBeNull();
    expect(row!.donorScope).toBeNull();
    expect(row!.ein).toBe('36-1234567');
    expect(row!.serviceAreas).toEqual(['Evanston', 'Chicago']);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const payload = donorPayload();
    expect((await register(payload)).statusCode).toBe(201);
    const before = await counts();
    const response = await register(donorPayload({ email: String(payload.email).toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
    expect(await counts()).toEqual(before);
  });

  it('never creates an admin', async () => {
    await expectRejected(donorPayload({ role: 'admin' }), 'body.role', 'Role must be nonprofit or donor');
  });

  it('requires organization name and EIN from a nonprofit', async () => {
    await expectRejected(nonprofitPayload({ ein: undefined }), 'body.ein', 'EIN is required');
    await expectRejected(nonprofitPayload({ ein: '12345' }), 'body.ein');
    await expectRejected(nonprofitPayload({ organization_name: '  ' }), 'body.organization_name');
  });

  describe('EIN: one nonprofit each, with a prefix the IRS assigns (docs/product.md, Accounts and sign-in)', () => {
    const EIN_TAKEN = 'An organization with this EIN is already registered. If it is yours, contact support.';
    const einRefusal = (msg: string) => ({ detail: [{ loc: ['body', 'ein'], msg }] });
    const nonprofitRows = (ein: string) =>
      t.ctx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.ein, ein));

    it('a duplicate EIN gets 400 with its sentence, however it is written, and no account is created', async () => {
      const ip = '203.0.113.60';
      const first = await register(nonprofitPayload({ ein: '27-1234567', organization_name: 'Harbor Kids' }), ip);
      expect(first.statusCode, first.body).toBe(201);
      const before = await counts();
      for (const ein of ['27-1234567', '271234567', ' 27 1234567 ']) {
        const response = await register(nonprofitPayload({ ein, organization_name: 'Someone Else' }), ip);
        expect(response.statusCode, ein).toBe(400);
        // The sentence names no organization: nobody learns who holds the EIN.
        expect(response.json(), ein).toEqual(einRefusal(EIN_TAKEN));
        expect(response.body).not.toContain('Harbor Kids');
      }
      expect(await counts()).toEqual(before);
      expect(await nonprofitRows('27-1234567')).toEqual([{ id: first.json().user.id, email: expect.any(String) }]);
      // A donor gives no EIN (the field is dropped), so it never meets the rule.
      expect((await register(donorPayload({ ein: '27-1234567' }), ip)).statusCode).toBe(201);
    });

    it('a prefix the IRS does not assign gets 400 naming the prefix, and no account is created', async () => {
      const ip = '203.0.113.61';
      const before = await counts();
      for (const [ein, prefix] of [
        ['07-1234567', '07'],
        ['001234567', '00'],
        ['96-7654321', '96'],
        ['49-1234567', '49'],
      ] as const) {
        const response = await register(nonprofitPayload({ ein }), ip);
        expect(response.statusCode, ein).toBe(400);
        expect(response.json(), ein).toEqual(einRefusal(`EIN prefix ${prefix} is not one the IRS assigns`));
      }
      expect(await counts()).toEqual(before);
      // The ends of the assigned ranges are taken.
      for (const ein of ['01-1234567', '06-1234567', '98-1234567', '99-1234567']) {
        expect((await register(nonprofitPayload({ ein }), ip)).statusCode, ein).toBe(201);
      }
    });

    it('two sign-ups with one EIN at the same moment: one account, the other gets the same 400, never a 500', async () => {
      // Both sign-ups pass the EIN check before either writes: each waits, while being placed (which
      // comes between the check and the insert), until the other has got there too. The unique
      // index then decides which one is written.
      const geocoder = t.ctx.geocoder;
      const geocode = geocoder.geocode.bind(geocoder);
      let arrived = 0;
      let bothChecked!: () => void;
      const gate = new Promise<void>((resolve) => (bothChecked = resolve));
      const spy = vi.spyOn(geocoder, 'geocode').mockImplementation(async (query) => {
        arrived += 1;
        if (arrived === 2) bothChecked();
        await gate;
        return geocode(query);
      });
      const before = await counts();
      try {
        const responses = await Promise.all(
          ['203.0.113.62', '203.0.113.63'].map((ip) =>
            register(nonprofitPayload({ ein: '45-1234567', city: 'Chicago', state: 'IL' }), ip),
          ),
        );
        expect(arrived).toBe(2);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
        const refused = responses.find((response) => response.statusCode === 400)!;
        expect(refused.json()).toEqual(einRefusal(EIN_TAKEN));
        const created = responses.find((response) => response.statusCode === 201)!;
        expect((await nonprofitRows('45-1234567')).map((row) => row.id)).toEqual([created.json().user.id]);
      } finally {
        spy.mockRestore();
      }
      // One account, its one link and its one email: the refused sign-up left nothing behind.
      expect(await counts()).toEqual({
        users: before.users + 1,
        tokens: before.tokens + 1,
        emails: before.emails + 1,
      });
    });
  });

  it('requires a company name from a donor', async () => {
    await expectRejected(donorPayload({ company_name: undefined }), 'body.company_name', 'Company name is required');
  });

  it('requires a password of 8 to 128 characters', async () => {
    await expectRejected(
      donorPayload({ password: 'short' }),
      'body.password',
      'Password must be at least 8 characters long',
    );
    await expectRejected(donorPayload({ password: 'x'.repeat(129) }), 'body.password');
  });

  it('requires a valid email, name and phone', async () => {
    await expectRejected(donorPayload({ email: 'not-an-email' }), 'body.email', 'Please enter a valid email address.');
    await expectRejected(donorPayload({ name: undefined }), 'body.name');
    await expectRejected(donorPayload({ phone: '' }), 'body.phone');
  });

  it('sign-up abuse: one client address gets 429 with Retry-After past 20 sign-ups an hour, and nothing is saved', async () => {
    const ip = '203.0.113.50';
    const taken = donorPayload();
    expect((await register(taken, ip)).statusCode).toBe(201);
    // Testing whether addresses are registered is what the limit stops, so it counts those tries too.
    for (let attempt = 2; attempt <= 20; attempt += 1) {
      const probe = await register(donorPayload({ email: taken.email }), ip);
      expect(probe.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
    }
    const before = await counts();
    const limited = await register(donorPayload(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ minutes?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await counts()).toEqual(before);
    expect((await register(donorPayload(), '203.0.113.51')).statusCode).toBe(201);
    const [counter] = await t.ctx.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `signup:ip:${ip}`));
    expect(counter!.count).toBe(21);
  });

  it('weak passwords: refuses one of the most common passwords, whatever its case', async () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
    for (const password of ['Password123', 'qwertyuiop', 'iloveyou1']) {
      const before = await counts();
      const response = await register(donorPayload({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: [{ loc: ['body', 'password'], msg: PASSWORD_MESSAGES.common }] });
      expect(await counts()).toEqual(before);
    }
  });

  it("`aaaaaaaa` is accepted as a password: sign-up refuses it with the strength meter's reason, saving nothing", async () => {
    for (const password of ['aaaaaaaa', 'zzzzzzzzzzzzzzzz']) {
      await expectRejected(
        donorPayload({ password }),
        'body.password',
        'Password is too weak: add an upper-case letter, a digit or a symbol.',
      );
    }
    // Fair (three of the meter's points) is enough, a passphrase with spaces included.
    expect((await register(donorPayload({ password: 'three tall trees' }))).statusCode).toBe(201);
  });

  it("weak passwords: refuses a password containing the email's name part (3+ characters, any case)", async () => {
    const response = await register(
      donorPayload({ email: 'harbor.pantry@example.org', password: 'My-HARBOR.PANTRY-99' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: [{ loc: ['body', 'password'], msg: PASSWORD_MESSAGES.containsEmailName }],
    });
    // A name part under 3 characters is not checked.
    expect((await register(donorPayload({ email: 'jo@example.org', password: 'jo-and-friends-7' }))).statusCode).toBe(
      201,
    );
    // The demo and e2e passwords still pass.
    expect(
      (await register(donorPayload({ email: 'label-1-2@e2e.example', password: 'E2e-password-1' }))).statusCode,
    ).toBe(201);
    expect(
      (await register(donorPayload({ email: 'admin2@demo.example', password: 'demo-password-1' }))).statusCode,
    ).toBe(201);
  });
});
