import { eventSummarySchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { saveSiteSettings } from '#src/platform/settings';
import { createTestApp, type TestApp } from '#test/setup/test-app';

describe('GET /api/nonprofit/{id}/events', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  const day = 86_400_000;
  const list = (as: UserRow | undefined, id = nonprofit.id) =>
    t.request({ method: 'GET', url: `/api/nonprofit/${id}/events`, as });

  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('lists upcoming events soonest first, then past ones newest first', async () => {
    const at = (days: number) => new Date(Date.now() + days * day);
    await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Long ago', eventDate: at(-90) });
    await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Later', eventDate: at(40) });
    await createEvent(t.ctx.db, { nonprofitId: nonprofit.id, name: 'Recently', eventDate: at(-3) });
    await createEvent(t.ctx.db, {
      nonprofitId: nonprofit.id,
      name: 'Soon',
      eventDate: at(5),
      eventType: 'food_drive',
    });
    const other = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    await createEvent(t.ctx.db, { nonprofitId: other.id, name: 'Not mine' });

    const response = await list(nonprofit);
    expect(response.statusCode).toBe(200);
    const events = z.array(eventSummarySchema).parse(response.json());
    expect(events.map((event) => [event.name, event.status])).toEqual([
      ['Soon', 'upcoming'],
      ['Later', 'upcoming'],
      ['Recently', 'past'],
      ['Long ago', 'past'],
    ]);
    expect(events[0]!.event_type).toBe('food_drive');
    // Upcoming events carry the upfront fee, past ones the post-event fee (defaults 5% and 8%).
    expect(events.map((event) => event.fee_percentage)).toEqual([5, 5, 8, 8]);
  });

  it("reads each event's fee from the live site settings", async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    await saveSiteSettings(t.ctx.db, { upfront_fee_percentage: 4.5, post_event_fee_percentage: 9.25 }, admin.id);
    try {
      const events = z.array(eventSummarySchema).parse((await list(nonprofit)).json());
      expect(events.map((event) => event.fee_percentage)).toEqual([4.5, 4.5, 9.25, 9.25]);
    } finally {
      await saveSiteSettings(t.ctx.db, { upfront_fee_percentage: 5, post_event_fee_percentage: 8 }, admin.id);
    }
  });

  it('answers the nonprofit and admins; refuses others', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    expect((await list(admin)).json()).toHaveLength(4);
    const other = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    expect((await list(other)).statusCode).toBe(403);
    expect((await list(donor)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
  });
});
