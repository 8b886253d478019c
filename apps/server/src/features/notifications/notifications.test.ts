import { CHAT_RULES, notificationsResponseSchema } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { notifications, type UserRow } from '#src/platform/database/schema';
import type { LiveEvent } from '#src/platform/live/live-bus';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { presentNotification } from './notifications.presenter';
import { createNotification } from './notifications.service';

describe('the notification bell', () => {
  let t: TestApp;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const list = (as: UserRow | undefined, userId: number, includeRead?: string) =>
    t.request({
      method: 'GET',
      url: `/api/notifications/${userId}${includeRead === undefined ? '' : `?include_read=${includeRead}`}`,
      as,
    });
  const markRead = (as: UserRow | undefined, id: number | string) =>
    t.request({ method: 'PATCH', url: `/api/notifications/${id}/read`, as });
  const readAll = (as: UserRow | undefined, userId: number) =>
    t.request({ method: 'POST', url: `/api/notifications/${userId}/read-all`, as });

  const notify = (user: UserRow, title: string, extra: { daysAgo?: number; read?: boolean } = {}) =>
    t.ctx.db.transaction(async (tx) => {
      const row = await createNotification(tx, {
        userId: user.id,
        type: 'request_received',
        title,
        message: `${title} body`,
        metadata: { request_id: 7 },
      });
      if (extra.daysAgo === undefined && !extra.read) return row;
      const [changed] = await tx
        .update(notifications)
        .set({
          read: extra.read ?? false,
          ...(extra.daysAgo === undefined ? {} : { createdAt: sql`now() - make_interval(days => ${extra.daysAgo})` }),
        })
        .where(eq(notifications.id, row.id))
        .returning();
      return changed!;
    });
  const bellOf = async (user: UserRow, includeRead?: string) => {
    const response = await list(user, user.id, includeRead);
    expect(response.statusCode).toBe(200);
    return notificationsResponseSchema.parse(response.json());
  };

  it('lists the last 30 days newest first, with read ones unless include_read=false', async () => {
    const user = await createUser(t.ctx.db, { role: 'nonprofit' });
    await notify(user, 'Too old', { daysAgo: CHAT_RULES.notificationWindowDays + 1 });
    await notify(user, 'Old but in', { daysAgo: CHAT_RULES.notificationWindowDays - 1 });
    await notify(user, 'Read', { read: true });
    const newest = await notify(user, 'Newest');

    const all = await bellOf(user);
    expect(all.notifications.map((n) => n.title)).toEqual(['Newest', 'Read', 'Old but in']);
    expect(all.unread_count).toBe(2);
    expect(all.notifications[0]).toEqual({
      id: newest.id,
      source: 'notification',
      type: 'request_received',
      title: 'Newest',
      message: 'Newest body',
      read: false,
      created_at: newest.createdAt.toISOString(),
      conversation_id: null,
      metadata: { request_id: 7 },
    });
    expect((await bellOf(user, 'true')).notifications).toHaveLength(3);
    const unread = await bellOf(user, 'false');
    expect(unread.notifications.map((n) => n.title)).toEqual(['Newest', 'Old but in']);
    expect(unread.unread_count).toBe(2);
    expect((await list(user, user.id, 'maybe')).statusCode).toBe(400);
  });

  it('keeps notifications private: another user, even an admin, gets 403; anonymous 401', async () => {
    const owner = await createUser(t.ctx.db, { role: 'donor' });
    const other = await createUser(t.ctx.db, { role: 'donor' });
    await notify(owner, 'Private');
    expect((await list(other, owner.id)).statusCode).toBe(403);
    expect((await list(admin, owner.id)).statusCode).toBe(403);
    expect((await list(undefined, owner.id)).statusCode).toBe(401);
    expect((await readAll(other, owner.id)).statusCode).toBe(403);
    expect((await bellOf(owner)).unread_count).toBe(1);
  });

  it('marks one read, idempotently, and answers 404 for anyone else without changing it', async () => {
    const owner = await createUser(t.ctx.db, { role: 'donor' });
    const other = await createUser(t.ctx.db, { role: 'nonprofit' });
    const mine = await notify(owner, 'Mine');
    await notify(owner, 'Also mine');

    for (const intruder of [other, admin]) {
      const refused = await markRead(intruder, mine.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Notification not found.' });
    }
    expect((await markRead(other, 999_999)).json()).toEqual({ detail: 'Notification not found.' });
    expect((await markRead(undefined, mine.id)).statusCode).toBe(401);
    expect((await markRead(owner, 'abc')).statusCode).toBe(400);
    expect((await markRead(owner, '99999999999')).statusCode).toBe(400);
    expect((await bellOf(owner)).unread_count).toBe(2);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await markRead(owner, mine.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ notification: { id: mine.id, read: true }, unread_count: 1 });
    }
    expect((await bellOf(owner, 'false')).notifications.map((n) => n.title)).toEqual(['Also mine']);
  });

  it('marks all read and says how many changed', async () => {
    const owner = await createUser(t.ctx.db, { role: 'nonprofit' });
    const other = await createUser(t.ctx.db, { role: 'nonprofit' });
    await notify(owner, 'A');
    await notify(owner, 'B');
    await notify(owner, 'C', { read: true });
    await notify(other, 'Not yours');

    const response = await readAll(owner, owner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect((await readAll(owner, owner.id)).json()).toEqual({ updated: 0 });
    expect((await bellOf(owner)).unread_count).toBe(0);
    expect((await bellOf(other)).unread_count).toBe(1);
  });

  it('pushes a new notification to its user live, only once its transaction commits', async () => {
    const user = await createUser(t.ctx.db, { role: 'donor' });
    const received: LiveEvent[] = [];
    const stop = t.ctx.live.subscribe(user.id, (event) => received.push(event));
    await t.ctx.db
      .transaction(async (tx) => {
        await createNotification(tx, { userId: user.id, type: 'request_received', title: 'Undone', message: 'x' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const kept = await notify(user, 'Kept');
    const deadline = Date.now() + 5000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(received).toEqual([{ type: 'notification', data: { notification: presentNotification(kept) } }]);
  });
});
