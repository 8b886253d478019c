import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { irsImports, nonprofitIrsHolds } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { putLiveIrsRows } from '#test/support/irs.test-support';

const revoked = (ein: string, revocationDate = '2025-05-15') => ({
  ein,
  name: 'ANY NAME',
  revocationDate,
  postingDate: '2025-08-01',
  reinstatementDate: null,
});

describe('IRS data: making an import live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('replaces only the live import of the same kind and part', async () => {
    const first = await putLiveIrsRows(t.ctx.db, 'bmf', [{ ein: '010000001', name: 'ONE' }], 'eo1');
    const otherRegion = await putLiveIrsRows(t.ctx.db, 'bmf', [{ ein: '020000002', name: 'TWO' }], 'eo2');
    const second = await putLiveIrsRows(t.ctx.db, 'bmf', [{ ein: '010000001', name: 'ONE AGAIN' }], 'eo1');
    expect(second.replacedImportId).toBe(first.importId);
    const statusOf = async (id: number) =>
      (await t.ctx.db.select().from(irsImports).where(eq(irsImports.id, id)))[0]!.status;
    expect(await statusOf(first.importId)).toBe('replaced');
    expect(await statusOf(otherRegion.importId)).toBe('live');
    expect(await statusOf(second.importId)).toBe('live');
  });

  it('holds an approved nonprofit a new revocation list revokes, once per revocation', async () => {
    const approved = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved', ein: '31-0000001' });
    const pending = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'pending', ein: '31-0000002' });
    const reinstated = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved', ein: '31-0000003' });
    const list = [
      revoked('310000001'),
      revoked('310000002'),
      { ...revoked('310000003'), reinstatementDate: '2026-01-10' },
    ];
    const swap = await putLiveIrsRows(t.ctx.db, 'revocations', list);
    expect(swap.heldNonprofitIds).toEqual([approved.id]);
    expect(pending.id).not.toBe(approved.id);

    // An admin lifts the hold; the same list imported again does not bring it back.
    await t.ctx.db
      .update(nonprofitIrsHolds)
      .set({ liftedAt: new Date() })
      .where(eq(nonprofitIrsHolds.nonprofitId, approved.id));
    expect((await putLiveIrsRows(t.ctx.db, 'revocations', list)).heldNonprofitIds).toEqual([]);
    // A newer revocation of the same organization does.
    expect(
      (await putLiveIrsRows(t.ctx.db, 'revocations', [revoked('310000001', '2026-09-15')])).heldNonprofitIds,
    ).toEqual([approved.id]);
    const open = await t.ctx.db
      .select()
      .from(nonprofitIrsHolds)
      .where(and(eq(nonprofitIrsHolds.nonprofitId, approved.id), isNull(nonprofitIrsHolds.liftedAt)));
    expect(open.map((hold) => hold.revocationDate)).toEqual(['2026-09-15']);
    expect(reinstated.id).toBeGreaterThan(0);
  });
});
