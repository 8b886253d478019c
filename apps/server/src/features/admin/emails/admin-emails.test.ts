import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, emailRecords, emailTemplates, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { startSmtp, type TestSmtp } from '#test/support/smtp.test-support';

const HOUR = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('admin emails', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  const ids: Record<string, number> = {};

  const email = async (name: string, values: Partial<typeof emailRecords.$inferInsert>) => {
    const [row] = await t.ctx.db
      .insert(emailRecords)
      .values({
        templateKey: 'delivery_started',
        recipient: `${name}@example.org`,
        subject: name,
        body: name,
        status: 'sent',
        ...values,
      })
      .returning({ id: emailRecords.id });
    ids[name] = row!.id;
  };
  const auditCount = async (action: string) =>
    (await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
  const template = async (key: string) =>
    (await t.ctx.db.select().from(emailTemplates).where(eq(emailTemplates.key, key)))[0]!;

  beforeAll(async () => {
    // A real mail server, so that a resent email is seen leaving through the background sender.
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    admin = await createUser(t.ctx.db, { role: 'admin', name: 'Avery Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    await email('started-1', { sentAt: new Date(), createdAt: ago(HOUR) });
    await email('started-2', { sentAt: new Date(), userId: nonprofit.id });
    await email('started-failed', { status: 'failed', attempts: 10, error: '451 Mailbox busy' });
    await email('old-sent', { templateKey: 'request_received', createdAt: ago(50 * HOUR), sentAt: ago(49 * HOUR) });
    // Not due (no next attempt, or a claim that lapses in an hour): the sender leaves them alone here.
    await email('queued', { templateKey: 'request_received', status: 'queued' });
    await email('sending', {
      templateKey: 'request_received',
      status: 'sending',
      nextAttemptAt: new Date(Date.now() + HOUR),
    });
    await email('recorded', { templateKey: 'verify_email', status: 'recorded' });
    await email('verify-failed', { templateKey: 'verify_email', status: 'failed', attempts: 10, error: 'timeout' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('who may call', () => {
    const routes = [
      { method: 'GET' as const, url: '/api/admin/email-analytics' },
      {
        method: 'PUT' as const,
        url: '/api/admin/email-templates/verify_email',
        payload: { subject: 'Hi', content: '{{link}}' },
      },
      {
        method: 'POST' as const,
        url: '/api/admin/email-templates/verify_email/preview',
        payload: { subject: 'Hi', content: '{{link}}' },
      },
      { method: 'POST' as const, url: '/api/admin/emails/1/resend', payload: {} },
    ];

    it('401 anonymous, 403 donors and nonprofits, 403 a wrong admin_id; nothing changes', async () => {
      const before = await template('verify_email');
      for (const route of routes) {
        expect((await t.request(route)).statusCode, route.url).toBe(401);
        for (const as of [donor, nonprofit]) {
          const response = await t.request({ ...route, as });
          expect(response.statusCode, route.url).toBe(403);
          expect(response.json().detail).toBe('Access denied. Admin privileges required.');
        }
        const wrongId =
          route.method === 'GET'
            ? { url: `${route.url}?admin_id=${admin.id + 1000}` }
            : { payload: { ...route.payload, admin_id: admin.id + 1000 } };
        expect((await t.request({ ...route, ...wrongId, as: admin })).statusCode, route.url).toBe(403);
      }
      expect(await template('verify_email')).toEqual(before);
      expect(await t.ctx.db.select().from(auditLog)).toEqual([]);
    });
  });

  describe('GET /api/admin/email-analytics', () => {
    it('counts sent today, delivery emails, the success rate, failed and queued emails', async () => {
      const response = await t.request({
        method: 'GET',
        url: `/api/admin/email-analytics?admin_id=${admin.id}`,
        as: admin,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.analytics).toEqual({
        sent_today: 3,
        delivery_emails: 3,
        // 3 sent and 1 recorded of 6 finished (2 failed).
        success_rate: 66.7,
        failed: 2,
        queued: 2,
        total: 8,
      });
      const started = body.templates.find((row: { key: string }) => row.key === 'delivery_started');
      expect(started).toMatchObject({ name: 'Delivery started (to donor and nonprofit)', usage_count: 3 });
      expect(started.variables).toContain('item_title');
      const verify = body.templates.find((row: { key: string }) => row.key === 'verify_email');
      expect(verify).toMatchObject({ usage_count: 2, required_variables: ['link'] });
      const unused = body.templates.find((row: { key: string }) => row.key === 'payment_receipt');
      expect(unused).toMatchObject({ usage_count: 0, last_used: null });
      expect(body).toMatchObject({ total: 8, page: 1, total_pages: 1 });
      expect(body.recent_emails[0]).toEqual({
        id: ids['verify-failed'],
        template_key: 'verify_email',
        template_name: 'Email verification',
        recipient: 'verify-failed@example.org',
        subject: 'verify-failed',
        status: 'failed',
        attempts: 10,
        error: 'timeout',
        request_id: null,
        created_at: expect.any(String),
        sent_at: null,
        can_resend: true,
      });
    });

    it('filters by status and template, and pages', async () => {
      const list = async (query: string) =>
        (await t.request({ method: 'GET', url: `/api/admin/email-analytics?${query}`, as: admin })).json();
      const failed = await list('status=failed');
      expect(failed.recent_emails.map((row: { id: number }) => row.id)).toEqual([
        ids['verify-failed'],
        ids['started-failed'],
      ]);
      expect(failed.total).toBe(2);
      const requested = await list('template=request_received&limit=2&page=2');
      expect(requested).toMatchObject({ total: 3, page: 2, total_pages: 2 });
      expect(requested.recent_emails).toHaveLength(1);
      expect((await list('status=all&template=')).total).toBe(8);
      expect((await list(`user_id=${nonprofit.id}`)).recent_emails.map((row: { id: number }) => row.id)).toEqual([
        ids['started-2'],
      ]);
    });

    it('pages through every email in the same order, read from either end, and says when a search is capped', async () => {
      const ids = async (query: string): Promise<number[]> =>
        (await t.request({ method: 'GET', url: `/api/admin/email-analytics?${query}`, as: admin }))
          .json()
          .recent_emails.map((row: { id: number }) => row.id);
      for (const order of ['sort_dir=desc', 'sort_dir=asc']) {
        const whole = await ids(`${order}&limit=100`);
        const paged: number[] = [];
        for (let page = 1; page <= 3; page++) paged.push(...(await ids(`${order}&limit=3&page=${page}`)));
        expect(paged, order).toEqual(whole);
      }
      const searched = (
        await t.request({ method: 'GET', url: '/api/admin/email-analytics?search=%40', as: admin })
      ).json();
      expect(searched).toMatchObject({ total: 8, total_capped: false });
    });

    it('refuses a status or template it does not know with 400', async () => {
      for (const query of ['status=lost', 'template=Bad-Key', 'limit=101', 'tz=Mars/Olympus']) {
        const response = await t.request({ method: 'GET', url: `/api/admin/email-analytics?${query}`, as: admin });
        expect(response.statusCode, query).toBe(400);
      }
    });
  });

  describe('templates', () => {
    const put = (key: string, payload: object) =>
      t.request({ method: 'PUT', url: `/api/admin/email-templates/${key}`, payload, as: admin });

    it('saves a new subject and content, with one audit entry labelled with the template name', async () => {
      const before = await template('verify_email');
      const draft = {
        subject: 'Welcome, {{name}}: confirm your email',
        content: 'Hi {{name}},\n\nConfirm here:\n{{link}}',
      };
      const response = await put('verify_email', { ...draft, admin_id: admin.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Email template saved successfully',
        template: { ...draft, usage_count: 2 },
      });
      const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'update_email_template'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        adminId: admin.id,
        targetType: 'email_template',
        targetId: 'verify_email',
        targetLabel: 'Email verification',
        before: { subject: before.subject, content: before.content },
        after: draft,
      });
      // The next email rendered from it uses the new text.
      await t.ctx.mailer.queue({
        template: 'verify_email',
        to: 'new@example.org',
        vars: { name: 'Robin', link: 'https://x.example/v' },
      });
      const [sent] = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.recipient, 'new@example.org'));
      expect(sent!.subject).toBe('Welcome, Robin: confirm your email');
      await t.ctx.mailer.idle();

      const again = await put('verify_email', draft);
      expect(again.json().message).toBe('No changes to save');
      expect(await auditCount('update_email_template')).toBe(1);
    });

    it('refuses unknown placeholders, a dropped link, a two-line subject or an unknown template, changing nothing', async () => {
      const before = await template('account_rejected');
      const unknown = await put('account_rejected', {
        subject: 'About {{organization_name}}',
        content: 'Hi {{name}}, your {{password}}',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().detail).toMatch(
        /^Unknown placeholder \{\{password\}\}\. This template can use: \{\{name\}\}/,
      );
      const noLink = await put('verify_email', { subject: 'Confirm', content: 'Hello {{name}}' });
      expect(noLink.statusCode).toBe(400);
      expect(noLink.json().detail).toBe('The content must keep {{link}}: it carries the link this email exists for.');
      expect((await put('account_rejected', { subject: 'One\ntwo', content: 'Hi' })).statusCode).toBe(400);
      expect((await put('account_rejected', { subject: '', content: 'Hi' })).statusCode).toBe(400);
      expect((await put('no_such_template', { subject: 'Hi', content: 'Hi' })).statusCode).toBe(404);
      expect(await template('account_rejected')).toEqual(before);
      expect(await auditCount('update_email_template')).toBe(1);
    });

    it('previews a draft with sample data, escaped exactly as sent, and saves nothing', async () => {
      const before = await template('nonprofit_message');
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/email-templates/nonprofit_message/preview',
        payload: {
          subject: 'Note for {{recipient_name}}',
          content: '<b>Hello</b> {{recipient_name}},\n{{message}}\n{{link}}',
          vars: { message: '<script>alert(1)</script> see evil.com' },
        },
        as: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      const preview = response.json();
      expect(preview.subject).toBe('Note for Jordan Lee');
      expect(preview.html).toContain('&lt;b&gt;Hello&lt;/b&gt; Jordan Lee,<br>');
      expect(preview.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; see evil[.]com');
      expect(preview.html).not.toContain('<script>');
      expect(preview.html).toMatch(/<a href="http:\/\/localhost:\d+\/link">/);
      expect(preview.text).toContain('<script>alert(1)</script> see evil[.]com');
      expect(await template('nonprofit_message')).toEqual(before);
      expect(await auditCount('update_email_template')).toBe(1);

      const bad = await t.request({
        method: 'POST',
        url: '/api/admin/email-templates/nonprofit_message/preview',
        payload: { subject: 'Hi {{secret}}', content: '{{link}}' },
        as: admin,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/\{\{secret\}\}/);
    });
    it('has sample data for every placeholder of every template', async () => {
      for (const row of await t.ctx.db.select().from(emailTemplates)) {
        const response = await t.request({
          method: 'POST',
          url: `/api/admin/email-templates/${row.key}/preview`,
          payload: { subject: row.subject, content: row.content },
          as: admin,
        });
        expect(response.statusCode, row.key).toBe(200);
        const { subject, text } = response.json();
        expect(`${subject}\n${text}`, row.key).not.toMatch(/\[\w+\]|\{\{/);
      }
    });
  });

  describe('POST /api/admin/emails/{id}/resend', () => {
    const resend = (id: number) => t.request({ method: 'POST', url: `/api/admin/emails/${id}/resend`, as: admin });

    it('puts a failed email back in the outbox, and the background sender sends it', async () => {
      const response = await resend(ids['started-failed']!);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Email queued to be sent again',
        email: { id: ids['started-failed'], status: 'queued', attempts: 0, error: null, can_resend: false },
      });
      const [entry, ...more] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'resend_email'));
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        targetType: 'email',
        targetId: String(ids['started-failed']),
        targetLabel: 'Delivery started (to donor and nonprofit) to started-failed@example.org',
        before: { status: 'failed', attempts: 10, error: '451 Mailbox busy' },
        after: { status: 'queued', attempts: 0, error: null },
      });
      await t.ctx.mailer.idle();
      const [row] = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.id, ids['started-failed']!));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(smtp.inbox.some((mail) => mail.to.includes('started-failed@example.org'))).toBe(true);
    });

    it('refuses an email that did not fail (409) or does not exist (404), changing nothing', async () => {
      const before = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.id, ids['started-1']!));
      const sent = await resend(ids['started-1']!);
      expect(sent.statusCode).toBe(409);
      expect(sent.json().detail).toBe('Only a failed email can be sent again. This one is sent.');
      expect((await resend(ids['queued']!)).statusCode).toBe(409);
      expect((await resend(2_000_000)).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: '/api/admin/emails/abc/resend', as: admin })).statusCode).toBe(
        400,
      );
      expect(await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.id, ids['started-1']!))).toEqual(before);
      const queued = await t.ctx.db
        .select()
        .from(emailRecords)
        .where(and(eq(emailRecords.id, ids['queued']!), eq(emailRecords.status, 'queued')));
      expect(queued).toHaveLength(1);
      expect(await auditCount('resend_email')).toBe(1);
    });
  });
});
