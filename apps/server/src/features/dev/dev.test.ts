import type { DevEmail } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { emailRecords, type UserRow } from '#src/platform/database/schema';

describe('GET /api/dev/mailbox', () => {
  let t: TestApp;
  let admin: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const mailbox = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/dev/mailbox${query}`, as: admin });
    expect(response.statusCode).toBe(200);
    return (response.json() as { emails: DevEmail[] }).emails;
  };
  const send = (to: string, name: string) =>
    t.ctx.mailer.queue({
      template: 'verify_email',
      to,
      vars: { name, link: `http://localhost:3000/verify-email?token=${name}` },
    });

  it('lists recorded emails newest first with their links', async () => {
    await send('first@example.org', 'one');
    await send('second@example.org', 'two');
    await send('first@example.org', 'three');

    const emails = await mailbox();
    expect(emails.map((email) => email.links[0])).toEqual([
      'http://localhost:3000/verify-email?token=three',
      'http://localhost:3000/verify-email?token=two',
      'http://localhost:3000/verify-email?token=one',
    ]);
    expect(emails[0]).toEqual({
      id: expect.any(Number),
      to: 'first@example.org',
      subject: 'Confirm your email for In-Kind Marketplace',
      template: 'verify_email',
      status: 'recorded',
      links: ['http://localhost:3000/verify-email?token=three'],
      body: expect.stringContaining('Hello three,'),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('filters by recipient, ignoring case', async () => {
    const emails = await mailbox('?to=FIRST@example.org');
    expect(emails.map((email) => email.body.split(',')[0])).toEqual(['Hello three', 'Hello one']);
    expect(await mailbox('?to=nobody@example.org')).toEqual([]);
  });

  it("mailbox open to anyone: an anonymous caller reads no one's mail (401)", async () => {
    await send('victim@example.org', 'reset-secret');
    for (const url of ['/api/dev/mailbox', '/api/dev/mailbox?to=victim@example.org']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('reset-secret');
    }
  });

  it('mailbox open to anyone: a signed-in user reads only mail addressed to them', async () => {
    const reader = await createUser(t.ctx.db, { role: 'donor', email: 'Reader@Example.org' });
    await send('reader@example.org', 'mine');
    await send('victim@example.org', 'theirs');

    const own = await t.request({ method: 'GET', url: '/api/dev/mailbox', as: reader });
    expect(own.statusCode).toBe(200);
    const emails = (own.json() as { emails: DevEmail[] }).emails;
    expect(emails.map((email) => email.to)).toEqual(['reader@example.org']);

    const ownByFilter = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=READER@example.org', as: reader });
    expect(ownByFilter.statusCode).toBe(200);

    const other = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=victim@example.org', as: reader });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('theirs');
  });

  it('rejects a malformed filter with 400', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=not-an-email', as: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail[0].loc).toEqual(['querystring', 'to']);
  });

  it('shows at most the 50 newest', async () => {
    const start = Date.now();
    await t.ctx.db.insert(emailRecords).values(
      Array.from({ length: 52 }, (_, index) => ({
        templateKey: 'verify_email',
        recipient: 'bulk@example.org',
        subject: 'Bulk',
        body: `Hello bulk${index}`,
        links: [`http://localhost:3000/verify-email?token=bulk${index}`],
        status: 'recorded' as const,
        createdAt: new Date(start + index),
      })),
    );
    const emails = await mailbox();
    expect(emails).toHaveLength(50);
    expect(emails[0]!.links[0]).toContain('token=bulk51');
  });

  it('answers the test-login probe while demo data is on', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/test-login' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true });
  });

  it('publishes the auth and dev routes in the OpenAPI description', async () => {
    const paths = Object.keys((await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/request-verification',
      '/api/auth/verify-email',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/dev/mailbox',
      '/api/dev/test-login',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('dev routes outside development', () => {
  it('do not exist in production', async () => {
    const t = await createTestApp({ isProduction: true, env: 'production' });
    try {
      for (const url of ['/api/dev/mailbox', '/api/dev/test-login']) {
        const response = await t.request({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toHaveProperty('detail');
      }
    } finally {
      await t.close();
    }
  });

  it('hide the test-login probe without demo data', async () => {
    const t = await createTestApp({ demoData: false });
    try {
      expect((await t.request({ method: 'GET', url: '/api/dev/test-login' })).statusCode).toBe(404);
      const admin = await createUser(t.ctx.db, { role: 'admin' });
      expect((await t.request({ method: 'GET', url: '/api/dev/mailbox', as: admin })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
