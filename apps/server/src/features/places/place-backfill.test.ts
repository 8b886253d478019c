import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { auditLog, items, users } from '#src/platform/database/schema';
import { createScheduler } from '#src/platform/jobs';
import { buildJobs } from '../jobs';
import { countUnplacedAccounts, placeUnplacedAccounts } from '.';

describe('place back-fill: accounts without coordinates get them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('places a nonprofit and a donor created without coordinates, moves the donor items, and is in their history', async () => {
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', city: 'Austin', state: 'TX' });
    const donor = await createUser(t.ctx.db, {
      role: 'donor',
      pickupCity: 'Chicago',
      pickupState: 'IL',
      pickupZip: '60606',
      donorScope: 'local_community',
    });
    const item = await createItem(t.ctx.db, {
      donorId: donor.id,
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      latitude: null,
      longitude: null,
    });
    const unplacedBefore = await countUnplacedAccounts(t.ctx.db);

    // The way main.ts runs it: at start, under the job's lock on PostgreSQL.
    const job = buildJobs(t.ctx).find((candidate) => candidate.name === 'accounts.place-backfill');
    expect(job?.runAtStart).toBe(true);
    await createScheduler(t.ctx.database, pino({ level: 'silent' }), [job!]).runAll();

    const placedNonprofit = await rowOf(nonprofit.id);
    expect(placedNonprofit.latitude).toBeCloseTo(30.3, 0);
    expect(placedNonprofit.longitude).toBeCloseTo(-97.7, 0);
    expect(placedNonprofit.placeCheckedAt).not.toBeNull();
    const placedDonor = await rowOf(donor.id);
    expect(placedDonor.pickupLatitude).toBeCloseTo(41.88, 1);
    const [movedItem] = await t.ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(movedItem!.latitude).toBe(placedDonor.pickupLatitude);
    expect(movedItem!.donorScope).toBe('local_community');
    expect(await countUnplacedAccounts(t.ctx.db)).toBe(unplacedBefore - 2);

    const history = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(nonprofit.id)));
    expect(history).toEqual([
      expect.objectContaining({
        actor: 'system',
        actorId: null,
        adminId: null,
        action: 'place_account',
        before: { latitude: null, longitude: null },
        after: { latitude: placedNonprofit.latitude, longitude: placedNonprofit.longitude },
      }),
    ]);
  });

  it('never moves an account that has coordinates, tries an unplaceable one once, and runs twice safely', async () => {
    const placed = await createUser(t.ctx.db, { role: 'nonprofit', zip: '60601', latitude: 1, longitude: 2 });
    const nowhere = await createUser(t.ctx.db, { role: 'nonprofit', city: 'Atlantis', state: 'IL' });
    await Promise.all([placeUnplacedAccounts(t.ctx), placeUnplacedAccounts(t.ctx)]);
    expect(await rowOf(placed.id)).toMatchObject({ latitude: 1, longitude: 2, placeCheckedAt: null });
    const tried = await rowOf(nowhere.id);
    expect(tried).toMatchObject({ latitude: null, longitude: null });
    expect(tried.placeCheckedAt).not.toBeNull();
    expect(await placeUnplacedAccounts(t.ctx)).toBe(0);
    expect(await t.ctx.db.$count(auditLog, eq(auditLog.targetId, String(nowhere.id)))).toBe(0);
  });
});
