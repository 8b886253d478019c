import { MESSAGE_SENT, type DevEmail } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, notifications, rateLimitCounters, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';

describe('POST /api/admin/messages/send-individual', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;

  const send = (as: UserRow | undefined, payload: object) =>
    t.request({ method: 'POST', url: '/api/admin/messages/send-individual', payload, as });
  const messagesOf = (user: UserRow) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'message')));
  const mailFor = async (user: UserRow) =>
    (
      (
        await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`, as: admin })
      ).json() as {
        emails: DevEmail[];
      }
    ).emails;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 100, { organizationName: 'Harbor Pantry' });
  });
  afterAll(() => t.close());

  it('lets an admin message anyone: notification, email and audit entry', async () => {
    const response = await send(admin, {
      recipient_id: donor.id,
      recipient_name: 'Acme Giving',
      title: 'Welcome aboard',
      message: 'Thanks for joining!',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGE_SENT });
    expect(await messagesOf(donor)).toEqual([
      expect.objectContaining({ title: 'Welcome aboard', message: 'Thanks for joining!', read: false }),
    ]);
    const [email] = await mailFor(donor);
    expect(email!.subject).toBe('Welcome aboard');
    expect(email!.body).toContain('Thanks for joining!');
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'send_message'));
    expect(audits).toEqual([
      expect.objectContaining({ adminId: admin.id, targetId: String(donor.id), targetLabel: 'Acme Giving' }),
    ]);
  });

  it('lets a donor message a nonprofit that requested its items', async () => {
    const listed = await item(t.ctx.db, donor);
    const created = await client(t).create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    expect(created.statusCode).toBe(201);
    const response = await send(donor, {
      recipient_id: nonprofit.id,
      message: 'Pickup is Tuesday.',
      sender_id: donor.id,
    });
    expect(response.statusCode).toBe(200);
    const [notification] = await messagesOf(nonprofit);
    expect(notification).toMatchObject({ title: 'Message from Acme Giving', message: 'Pickup is Tuesday.' });
    expect(notification!.metadata).toMatchObject({ sender_id: donor.id });
    expect((await mailFor(nonprofit))[0]!.subject).toBe('Message from Acme Giving');
  });

  it('refuses donors writing to strangers, nonprofits, other senders and anonymous callers', async () => {
    const stranger = await fundedNonprofit(t.ctx.db, 0);
    const refused = await send(donor, { recipient_id: stranger.id, message: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You can only message nonprofits that have requested your items.');
    expect((await send(donor, { recipient_id: admin.id, message: 'Hello' })).statusCode).toBe(403);
    expect((await send(nonprofit, { recipient_id: donor.id, message: 'Hello' })).statusCode).toBe(403);
    expect((await send(donor, { recipient_id: nonprofit.id, message: 'Hi', sender_id: admin.id })).statusCode).toBe(
      403,
    );
    expect((await send(undefined, { recipient_id: nonprofit.id, message: 'Hello' })).statusCode).toBe(401);
    expect(await messagesOf(stranger)).toEqual([]);
  });

  it('refuses an empty message (400) and an unknown recipient (404)', async () => {
    const before = (await messagesOf(nonprofit)).length;
    const empty = await send(admin, { recipient_id: nonprofit.id, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await send(admin, { recipient_id: nonprofit.id })).statusCode).toBe(400);
    expect((await send(admin, { recipient_id: 999_999, message: 'Hi' })).statusCode).toBe(404);
    expect(await messagesOf(nonprofit)).toHaveLength(before);
  });

  it('message abuse: links a user wrote reach the inbox as text, never as links, and are not recorded as links', async () => {
    const response = await send(donor, {
      recipient_id: nonprofit.id,
      title: 'Urgent: verify at evil.com',
      message: 'Your account is locked. Log in at https://evil.example/login?next=1 or www.evil-login.com today.',
    });
    expect(response.statusCode).toBe(200);
    const [email] = await mailFor(nonprofit);
    expect(email!.links).toEqual([`${t.ctx.config.publicUrl}/nonprofit-dashboard`]);
    expect(email!.body).toContain('Log in at hxxps://evil[.]example/login?next=1 or www[.]evil-login[.]com today.');
    expect(email!.body).not.toContain('https://evil.example');
    expect(email!.subject).toBe('Urgent: verify at evil[.]com');
  });

  it('message abuse: one sender gets 429 with Retry-After past its hourly limit (donors 20, admins 100)', async () => {
    const before = (await messagesOf(nonprofit)).length;
    for (const [sender, limit] of [
      [donor, 20],
      [admin, 100],
    ] as const) {
      await t.ctx.db
        .insert(rateLimitCounters)
        .values({ key: `message:sender:${sender.id}`, windowStart: new Date(), count: limit })
        .onConflictDoUpdate({ target: rateLimitCounters.key, set: { windowStart: new Date(), count: limit } });
      const limited = await send(sender, { recipient_id: nonprofit.id, message: 'One more' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(
        /^You have sent many messages in a short time\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect(await messagesOf(nonprofit)).toHaveLength(before);
  });

  it('lets an admin message a nonprofit or another admin, naming its own admin_id; a wrong admin_id gets 403', async () => {
    // A fresh admin: the test above used up the first one's hourly allowance.
    const sender = await createUser(t.ctx.db, { role: 'admin' });
    for (const recipient of [nonprofit, admin]) {
      const response = await send(sender, { recipient_id: recipient.id, message: 'Checking in', admin_id: sender.id });
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'send_message'));
    const wrong = await send(sender, { recipient_id: nonprofit.id, message: 'Hi', admin_id: admin.id });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('admin_id must be the id of the signed-in admin.');
    expect((await send(donor, { recipient_id: nonprofit.id, message: 'Hi', admin_id: donor.id })).statusCode).toBe(403);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'send_message'))).toHaveLength(
      before.length,
    );
    expect(await messagesOf(admin)).toEqual([expect.objectContaining({ message: 'Checking in' })]);
  });
});
