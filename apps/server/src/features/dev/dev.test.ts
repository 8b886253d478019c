import type { DevEmail } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';
import { emailRecords } from '../../platform/database/schema';

describe('GET /api/dev/mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mailbox = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/dev/mailbox${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { emails: DevEmail[] }).emails;
  };
  const send = (to: string, name: string) =>
    t.ctx.mailer.send({
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

  it('rejects a malformed filter with 400', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=not-an-email' });
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
      expect((await t.request({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
