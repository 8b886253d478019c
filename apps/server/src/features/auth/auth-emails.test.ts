import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { emailRecords } from '#src/platform/database/schema';
import { closedPort, decodeQuotedPrintable, startSmtp } from '#test/support/smtp.test-support';
import { donorPayload } from '#test/support/auth.test-support';

describe('auth emails over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification email and records it as sent', async () => {
    const payload = donorPayload();
    const response = await t.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(201);
    await t.ctx.mailer.idle();

    expect(smtp.inbox).toHaveLength(1);
    const [mail] = smtp.inbox;
    expect(mail!.to).toEqual([payload.email]);
    expect(mail!.from).toBe('no-reply@inkind.example');
    expect(mail!.raw).toContain('Subject: Confirm your email for In-Kind Marketplace');

    const [record] = await t.ctx.db
      .select()
      .from(emailRecords)
      .where(eq(emailRecords.recipient, String(payload.email)));
    expect(record!.status).toBe('sent');
    expect(record!.sentAt).not.toBeNull();
    expect(decodeQuotedPrintable(mail!.raw)).toContain(record!.links[0]);
  });
});

describe('auth emails when SMTP is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t.close());

  it('still answers the request and queues the email for another attempt', async () => {
    const user = await createUser(t.ctx.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    await t.ctx.mailer.idle();
    const [record] = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.userId, user.id));
    expect(record!.templateKey).toBe('reset_password');
    expect(record!.status).toBe('queued');
    expect(record!.attempts).toBe(1);
    expect(record!.error).toBeTruthy();
  });
});
