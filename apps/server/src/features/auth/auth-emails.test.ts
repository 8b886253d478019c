import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';
import { createUser } from '../../factories/users';
import { emailRecords } from '../../platform/database/schema';
import { donorPayload } from './auth.test-support';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; inbox: ReceivedMail[]; close: () => Promise<void> }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((entry) => entry.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Quoted-printable soft line breaks and escapes undone, enough to find a link in the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

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

  it('still answers the request and records the email as failed', async () => {
    const user = await createUser(t.ctx.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const [record] = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.userId, user.id));
    expect(record!.templateKey).toBe('reset_password');
    expect(record!.status).toBe('failed');
    expect(record!.error).toBeTruthy();
  });
});
