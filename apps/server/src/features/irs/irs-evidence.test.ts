import { IRS_NAME_MATCH_THRESHOLD, type AdminUser, type IrsEvidence } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type UserFactoryInput } from '#src/factories/users';
import { auditLog, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { putLiveIrsRows } from '#test/support/irs.test-support';
import { NO_IRS_FILES_SUMMARY, NOT_FOUND_SUMMARY } from './irs-evidence.summary';

const LETTER = '/api/documents/1';
const bmf = (ein: string, name: string, more: Record<string, string> = {}) => ({
  ein,
  name,
  city: 'COLUMBUS',
  state: 'OH',
  subsection: '03',
  deductibility: '1',
  status: '01',
  ruling: '199501',
  groupExemption: '0000',
  ...more,
});
const revocation = (ein: string, revocationDate: string, reinstatementDate: string | null = null) => ({
  ein,
  name: 'ANY NAME',
  revocationDate,
  postingDate: '2025-08-01',
  reinstatementDate,
});

describe('IRS evidence on the admin account views', () => {
  let t: TestApp;
  let admin: UserRow;
  const nonprofit = (organizationName: string, ein: string, more: UserFactoryInput = {}) =>
    createUser(t.ctx.db, {
      role: 'nonprofit',
      organizationName,
      ein,
      city: 'Columbus',
      state: 'OH',
      taxExemptDocUrl: LETTER,
      ...more,
    });
  const detail = async (user: UserRow) => {
    const response = await t.request({ method: 'GET', url: `/api/admin/users/${user.id}`, as: admin });
    expect(response.statusCode).toBe(200);
    return response.json() as { user: AdminUser; approval_irs_evidence: IrsEvidence | null };
  };
  const evidenceOf = async (user: UserRow) => (await detail(user)).user.irs_evidence!;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('says so when no IRS file was imported yet, and gives donors no evidence', async () => {
    const early = await nonprofit('Early Bird Mentors', '31-1000001');
    const evidence = await evidenceOf(early);
    expect(evidence).toMatchObject({
      found: false,
      irs_match: false,
      summary: NO_IRS_FILES_SUMMARY,
      data_as_of: { bmf: null, pub78: null, revocations: null },
    });
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    expect((await detail(donor)).user.irs_evidence).toBeNull();
  });

  describe('with IRS files in use', () => {
    beforeAll(async () => {
      await putLiveIrsRows(
        t.ctx.db,
        'bmf',
        [
          bmf('311234567', 'LAKESIDE YOUTH ALLIANCE'),
          bmf('312000002', 'NORTHERN PLUMBERS BENEFIT FUND'),
          bmf('312000003', 'CIVIC ROADS LEAGUE', { subsection: '04', deductibility: '2' }),
          bmf('312000004', 'OLD MILL FOOD PANTRY'),
          bmf('010000042', 'HARBOR LIGHT SHELTER', { city: 'TOLEDO' }),
          bmf('312000007', 'MAPLE GROVE MENTORS'),
        ],
        'eo1',
      );
      // The same EIN in another region file: one row is shown, and which.
      await putLiveIrsRows(t.ctx.db, 'bmf', [bmf('010000042', 'HARBOR LIGHT SHELTER', { city: 'DAYTON' })], 'eo2');
      // A region file replaced by a newer one without that EIN: the old rows are no longer read.
      await putLiveIrsRows(t.ctx.db, 'bmf', [bmf('312000006', 'GHOST TOWN RELIEF')], 'eo3');
      await putLiveIrsRows(t.ctx.db, 'bmf', [bmf('312999999', 'SOMEONE ELSE')], 'eo3');
      await putLiveIrsRows(t.ctx.db, 'pub78', [
        { ein: '311234567', name: 'Lakeside Youth Alliance', city: 'Columbus', state: 'OH', deductibilityCode: 'PC' },
      ]);
      await putLiveIrsRows(t.ctx.db, 'revocations', [
        revocation('312000004', '2025-05-15'),
        revocation('312000002', '2019-05-15', '2021-03-01'),
      ]);
    });

    it('marks a 501(c)(3) under the same name an IRS match, with every fact the card shows', async () => {
      const lakeside = await nonprofit('Lakeside Youth Alliance Inc', '31-1234567');
      const evidence = await evidenceOf(lakeside);
      expect(evidence).toMatchObject({
        found: true,
        irs_match: true,
        irs_name: 'LAKESIDE YOUTH ALLIANCE',
        name_similarity: 1,
        city_matches: true,
        state_matches: true,
        revoked: false,
        revocation: null,
        summary: 'Found: a 501(c)(3) under the same name in COLUMBUS, OH.',
        bmf: {
          part: 'eo1',
          is_501c3: true,
          subsection: { code: '03', meaning: expect.stringMatching(/^501\(c\)\(3\): religious, charitable/) },
          deductibility: { code: '1', meaning: 'Contributions are deductible' },
          status: { code: '01', meaning: 'Unconditional exemption' },
          group_exemption: null,
        },
        pub78: { name: 'Lakeside Youth Alliance', deductibility: { code: 'PC' } },
      });
      expect(evidence.data_as_of).toEqual({
        bmf: expect.any(String),
        pub78: expect.any(String),
        revocations: expect.any(String),
      });
    });

    it('finds a different name but does not call it a match, and says when a revocation was reinstated', async () => {
      const evidence = await evidenceOf(await nonprofit('Riverside Arts Collective', '31-2000002', { city: 'Dayton' }));
      expect(evidence).toMatchObject({ found: true, irs_match: false, city_matches: false, state_matches: true });
      expect(evidence.name_similarity).toBeLessThan(IRS_NAME_MATCH_THRESHOLD);
      expect(evidence.summary).toMatch(/under another name \("NORTHERN PLUMBERS BENEFIT FUND", \d+% alike\)/);
      expect(evidence.revoked).toBe(false);
      expect(evidence.revocation).toEqual({
        revocation_date: '2019-05-15',
        posting_date: '2025-08-01',
        reinstatement_date: '2021-03-01',
      });
      expect(evidence.summary).toContain('revoked on May 15, 2019 and reinstated on March 1, 2021');
    });

    it('does not call a 501(c)(4) a match', async () => {
      const evidence = await evidenceOf(await nonprofit('Civic Roads League', '31-2000003'));
      expect(evidence).toMatchObject({ found: true, irs_match: false, name_similarity: 1 });
      expect(evidence.bmf!.subsection!.meaning).toBe('501(c)(4): social welfare organization');
      expect(evidence.summary).toBe(
        'Found in COLUMBUS, OH, but as a 501(c)(4), not a 501(c)(3): contributions to it may not be charitable.',
      );
    });

    it('does not call a revoked organization a match, and gives the date', async () => {
      const evidence = await evidenceOf(await nonprofit('The Old Mill Food Pantry', '31-2000004'));
      expect(evidence).toMatchObject({
        found: true,
        irs_match: false,
        name_similarity: 1,
        revoked: true,
        revocation: { revocation_date: '2025-05-15', reinstatement_date: null },
      });
      expect(evidence.summary).toMatch(/^Revoked by the IRS on May 15, 2025/);
    });

    it('says why "not found" is no reason to reject, and the nonprofit can still be approved', async () => {
      const parish = await nonprofit('St Anne Parish', '31-2000005');
      expect(await evidenceOf(parish)).toMatchObject({ found: false, irs_match: false, summary: NOT_FOUND_SUMMARY });
      const response = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${parish.id}/update`,
        payload: { approval_status: 'approved' },
        as: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ approval_status: 'approved', irs_evidence: { found: false } });
      expect((await detail(parish)).approval_irs_evidence).toMatchObject({ found: false, summary: NOT_FOUND_SUMMARY });
    });

    it('keeps the leading zeros of an EIN and reads one region file of several', async () => {
      const evidence = await evidenceOf(await nonprofit('Harbor Light Shelter', '01-0000042', { city: 'Toledo' }));
      expect(evidence).toMatchObject({ found: true, irs_match: true, city_matches: true, bmf: { part: 'eo1' } });
    });

    it('does not read the rows of a replaced import', async () => {
      const evidence = await evidenceOf(await nonprofit('Ghost Town Relief', '31-2000006'));
      expect(evidence).toMatchObject({ found: false, bmf: null, summary: NOT_FOUND_SUMMARY });
    });

    it('carries the evidence in the users list, read in the same number of queries whatever the page size', async () => {
      const list = async (limit: number) => {
        const execute = vi.spyOn(t.ctx.db, 'execute');
        const response = await t.request({
          method: 'GET',
          url: `/api/admin/users/all?role=nonprofit&status=pending&sort_by_date=asc&limit=${limit}`,
          as: admin,
        });
        const calls = execute.mock.calls.length;
        execute.mockRestore();
        expect(response.statusCode).toBe(200);
        return { users: response.json().users as AdminUser[], calls };
      };
      // The oldest two: one not found, one found (so its name is scored too).
      const two = await list(2);
      const all = await list(20);
      expect(all.users.length).toBeGreaterThan(5);
      expect(two.users[1]!.irs_evidence).toMatchObject({ found: true });
      expect(all.calls).toBe(two.calls);
      expect(all.calls).toBeLessThanOrEqual(2);
      const byName = new Map(all.users.map((user) => [user.organization_name, user.irs_evidence]));
      expect(byName.get('Lakeside Youth Alliance Inc')).toMatchObject({ irs_match: true, name_similarity: 1 });
      expect(byName.get('Civic Roads League')).toMatchObject({ found: true, irs_match: false });
      expect(byName.get('Ghost Town Relief')).toMatchObject({ found: false });
    });

    it('stores the evidence with an approval and in its audit entry; a later import does not change it', async () => {
      const maple = await nonprofit('Maple Grove Mentors, Inc.', '31-2000007');
      const response = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${maple.id}/update`,
        payload: { approval_status: 'approved' },
        as: admin,
      });
      expect(response.statusCode).toBe(200);
      const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, maple.id));
      expect(stored!.approvalIrsEvidence).toMatchObject({ irs_match: true, revoked: false });
      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, String(maple.id)), eq(auditLog.action, 'approve_user')));
      expect(entry!.after).toMatchObject({ approval_status: 'approved', irs_evidence: { irs_match: true } });
      expect(entry!.before).not.toHaveProperty('irs_evidence');

      // A newer revocation list revokes it: the card shows it now, the approval keeps what was seen.
      await putLiveIrsRows(t.ctx.db, 'revocations', [
        revocation('312000004', '2025-05-15'),
        revocation('312000007', '2026-02-15'),
      ]);
      const after = await detail(maple);
      expect(after.user.irs_evidence).toMatchObject({ irs_match: false, revoked: true });
      expect(after.approval_irs_evidence).toEqual(stored!.approvalIrsEvidence);
      expect(after.approval_irs_evidence).toMatchObject({ irs_match: true, checked_at: expect.any(String) });
    });
  });
});
