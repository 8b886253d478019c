import { readFileSync } from 'node:fs';
import { IRS_BMF_HEADER, IRS_IMPORT_MESSAGES, type IrsEvidence, type IrsFileKind } from '@app/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import {
  auditLog,
  irsBmfRows,
  irsImports,
  irsPub78Rows,
  irsRevocationRows,
  notifications,
  type UserRow,
} from '#src/platform/database/schema';
import { multipartBody } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/irs/${name}`, import.meta.url), 'utf8');
const EO1 = fixture('eo1.csv');
const bmfLines = EO1.trimEnd().split(/\r?\n/);

describe('admin: IRS file imports', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  let held: UserRow;

  const upload = (kind: string, fileName: string, data: string, as: UserRow | null = admin, confirm?: boolean) => {
    const body = multipartBody(
      [{ filename: fileName, data, contentType: 'text/csv' }],
      confirm === undefined ? { kind } : { kind, confirm_complete: String(confirm) },
    );
    return t.request({ method: 'POST', url: '/api/admin/irs/imports', as: as ?? undefined, ...body });
  };
  /** The rows in use of a kind (and BMF part): what every reader sees, through the live import. */
  const inUse = async (kind: IrsFileKind, part: string = kind) => {
    const table = kind === 'bmf' ? irsBmfRows : kind === 'pub78' ? irsPub78Rows : irsRevocationRows;
    return t.ctx.db
      .select({ row: table })
      .from(table)
      .innerJoin(irsImports, and(eq(irsImports.id, table.importId), eq(irsImports.status, 'live')))
      .where(eq(irsImports.part, part))
      .then((rows) => rows.map(({ row }) => row));
  };
  const importRecord = async (id: number) =>
    (await t.ctx.db.select().from(irsImports).where(eq(irsImports.id, id)))[0]!;
  const lastImport = async () =>
    (
      await t.ctx.db
        .select()
        .from(irsImports)
        .orderBy(sql`${irsImports.id} desc`)
        .limit(1)
    )[0]!;
  const stagedRows = async (importId: number) =>
    (await t.ctx.db.select({ n: count() }).from(irsBmfRows).where(eq(irsBmfRows.importId, importId)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Irma Importer' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    held = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'approved',
      ein: '31-0000001',
      organizationName: 'Revoked Tools Library',
    });
  });
  afterAll(() => t.close());

  it('lets only admins import and read imports', async () => {
    for (const [as, status] of [
      [null, 401],
      [donor, 403],
      [nonprofit, 403],
    ] as const) {
      expect((await upload('bmf', 'eo1.csv', EO1, as)).statusCode).toBe(status);
      expect((await t.request({ method: 'GET', url: '/api/admin/irs/imports', as: as ?? undefined })).statusCode).toBe(
        status,
      );
      expect(
        (await t.request({ method: 'GET', url: '/api/admin/irs/imports/1', as: as ?? undefined })).statusCode,
      ).toBe(status);
    }
    expect((await t.ctx.db.select({ n: count() }).from(irsImports))[0]!.n).toBe(0);
  });

  it('imports a BMF region file: EINs stay 9 characters, quoted names keep their commas, one audit entry', async () => {
    const auditBefore = (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
    const response = await upload('bmf', 'EO1.csv', EO1);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'bmf',
      part: 'eo1',
      file_name: 'EO1.csv',
      status: 'live',
      row_count: 6,
      bytes: Buffer.byteLength(EO1),
      started_by_name: 'Irma Importer',
      error: null,
      held_nonprofits: [],
    });
    const rows = await inUse('bmf', 'eo1');
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.ein === '012345678')).toMatchObject({
      name: 'HARBOR LIGHT MINISTRIES INC',
      city: 'BOSTON',
      state: 'MA',
      zip: '02110-1234',
      subsection: '03',
      deductibility: '1',
      status: '01',
      nteeCode: 'P20',
      careOf: null,
    });
    expect(rows.find((row) => row.ein === '041234567')).toMatchObject({ foundation: '10', careOf: '% PASTOR JONES' });
    expect(rows.find((row) => row.ein === '200000001')?.name).toBe('HOPE, HEALTH & HOMES INC');

    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'irs.import'));
    expect((await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore + 1);
    expect(audit[0]).toMatchObject({
      adminId: admin.id,
      targetType: 'irs_file',
      targetId: String(response.json().id),
      targetLabel: 'EO1.csv',
      after: { kind: 'bmf', part: 'eo1', rows: 6, held_nonprofits: [] },
    });
  });

  it('matches an imported row to the pending nonprofit with the same EIN, and reports how close the names are', async () => {
    const pantry = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'pending',
      ein: '36-7654321',
      organizationName: 'The Riverside Food Pantry, Inc.',
      city: 'Springfield',
      state: 'IL',
    });
    const church = await createUser(t.ctx.db, {
      role: 'nonprofit',
      approvalStatus: 'pending',
      ein: '94-1111111',
      organizationName: 'Grace Chapel',
    });
    const queue = await t.request({ method: 'GET', url: '/api/admin/users/all?status=pending', as: admin });
    expect(queue.statusCode).toBe(200);
    const evidenceOf = (id: number) =>
      (queue.json().users as { id: number; irs_evidence: IrsEvidence }[]).find((user) => user.id === id)!.irs_evidence;
    expect(evidenceOf(pantry.id)).toMatchObject({
      found: true,
      irs_match: true,
      name_similarity: 1,
      city_matches: true,
      state_matches: true,
      bmf: { name: 'RIVERSIDE FOOD PANTRY', part: 'eo1', is_501c3: true },
    });
    // Not in the files is no rejection: churches and group members are left out of them by design.
    expect(evidenceOf(church.id)).toMatchObject({ found: false, irs_match: false });
    expect(evidenceOf(church.id).summary).toMatch(/church/i);
  });

  it('imports Publication 78 (blank lines first, quotes kept as written) and the revocation list', async () => {
    const pub78 = await upload('pub78', 'data-download-pub78.txt', fixture('pub78.txt'));
    expect(pub78.statusCode).toBe(201);
    expect(pub78.json()).toMatchObject({ part: 'pub78', row_count: 4 });
    const listed = await inUse('pub78');
    expect(listed.find((row) => row.ein === '200000001')).toMatchObject({
      name: 'Hope, Health & Homes "HHH" Inc',
      deductibilityCode: 'PC',
    });
    expect(listed.find((row) => row.ein === '980000001')).toMatchObject({ state: null, country: 'France' });

    const revocations = await upload('revocations', 'data-download-revocation.txt', fixture('revocations.txt'));
    expect(revocations.statusCode).toBe(201);
    expect(revocations.json()).toMatchObject({
      part: 'revocations',
      row_count: 3,
      held_nonprofits: [{ id: held.id, organization_name: 'Revoked Tools Library' }],
    });
    // The held nonprofit is told once the import has committed: its bell says why.
    const told = await t.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, held.id), eq(notifications.type, 'irs_hold')));
    expect(told).toHaveLength(1);
    const revoked = await inUse('revocations');
    expect(revoked.find((row) => row.ein === '310000001')).toMatchObject({
      revocationDate: '2011-05-15',
      postingDate: '2011-06-08',
      reinstatementDate: null,
      exemptionType: '501(c)(3)',
    });
    expect(revoked.find((row) => row.ein === '360000009')).toHaveProperty('reinstatementDate', '2014-03-03');
  });

  const cut = EO1.slice(0, EO1.indexOf('RIVERSIDE') + 5);
  const refusals: [string, IrsFileKind, string, RegExp][] = [
    ['cut mid-line', 'bmf', cut, /^Line 3: a Business Master File .* has 28 fields; this one has 2\./],
    ['cut inside its last field', 'bmf', EO1.trimEnd().slice(0, -2), /does not end with a line break.*line 7/],
    ['with a wrong header', 'bmf', EO1.replace('SORT_NAME', 'SORTNAME'), /^Line 1: the header is not/],
    ['with a ragged row', 'bmf', EO1.replace('P20,', 'P20,EXTRA,'), /^Line 2: .* has 28 fields; this one has 29/],
    ['with a bad EIN', 'bmf', EO1.replace('012345678', '12345678'), /^Line 2: the EIN "12345678" is not 9 digits/],
    ['of Publication 78 sent as BMF', 'bmf', fixture('pub78.txt'), /^Line 3: the header is not/],
    ['of BMF sent as Publication 78', 'pub78', EO1, /^Line 1: a Publication 78 record has 6 fields; this one has 1/],
    ['with a bad date', 'revocations', fixture('revocations.txt').replace('15-MAY-2011', '31-FEB-2011'), /^Line 1: the revocation date "31-FEB-2011" is not a real date/],
    ['with no rows', 'bmf', `${IRS_BMF_HEADER.join(',')}\n`, /no Business Master File/],
  ]; // prettier-ignore
  it.each(refusals)('refuses a file %s, keeping the data in use', async (_name, kind, data, detail) => {
    const before = await inUse(kind, kind === 'bmf' ? 'eo1' : kind);
    const response = await upload(kind, kind === 'bmf' ? 'eo1.csv' : `${kind}.txt`, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(response.json().detail).toMatch(/The data in use was kept\.$/);
    const failed = await lastImport();
    expect(failed).toMatchObject({ status: 'failed', error: response.json().detail });
    expect(failed.finishedAt).not.toBeNull();
    expect(await stagedRows(failed.id)).toBe(0);
    expect(await inUse(kind, kind === 'bmf' ? 'eo1' : kind)).toEqual(before);
  });

  it('refuses bad input before starting an import', async () => {
    const imports = async () => (await t.ctx.db.select({ n: count() }).from(irsImports))[0]!.n;
    const before = await imports();
    expect((await upload('w2', 'eo1.csv', EO1)).json().detail).toBe(IRS_IMPORT_MESSAGES.kindFirst);
    expect((await upload('bmf', 'region one!.csv', EO1)).json().detail).toBe(IRS_IMPORT_MESSAGES.badPartName);
    const noFile = await t.request({
      method: 'POST',
      url: '/api/admin/irs/imports',
      as: admin,
      payload: { kind: 'bmf' },
    });
    expect(noFile.statusCode).toBe(400);
    const whole = multipartBody([{ filename: 'eo1.csv', data: EO1 }], { kind: 'bmf' });
    const broken = await t.request({
      method: 'POST',
      url: '/api/admin/irs/imports',
      as: admin,
      headers: whole.headers,
      payload: whole.payload.subarray(0, 400),
    });
    expect(broken.statusCode).toBe(400);
    expect(await imports()).toBeLessThanOrEqual(before + 1);
    expect((await lastImport()).status).not.toBe('loading');
  });

  it('replaces one region at a time, and deletes the replaced rows but keeps their history', async () => {
    const eo2 = await upload('bmf', 'eo2.csv', fixture('eo2.csv'));
    expect(eo2.json()).toMatchObject({ part: 'eo2', row_count: 2 });
    expect(await inUse('bmf', 'eo1')).toHaveLength(6);
    const firstEo1 = (await inUse('bmf', 'eo1'))[0]!.importId;
    expect((await upload('bmf', 'eo1 (1).csv', EO1)).json()).toMatchObject({ part: 'eo1', status: 'live' });
    expect((await importRecord(firstEo1)).status).toBe('replaced');
    expect(await stagedRows(firstEo1)).toBe(0);
    expect(await inUse('bmf', 'eo2')).toHaveLength(2);
  });

  it('refuses a file under half the rows in use unless the admin confirms it is complete', async () => {
    const small = [...bmfLines.slice(0, 3), ''].join('\n');
    const refused = await upload('bmf', 'eo1.csv', small);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(IRS_IMPORT_MESSAGES.shrink(2, 6));
    expect(await inUse('bmf', 'eo1')).toHaveLength(6);
    const confirmed = await upload('bmf', 'eo1.csv', small, admin, true);
    expect(confirmed.statusCode).toBe(201);
    expect(await inUse('bmf', 'eo1')).toHaveLength(2);
    expect((await upload('bmf', 'eo1.csv', EO1)).statusCode).toBe(201);
  });

  it('answers 409 while the same file loads, and a loading import left by a stopped server no longer blocks', async () => {
    const [loading] = await t.ctx.db
      .insert(irsImports)
      .values({ kind: 'pub78', part: 'pub78', fileName: 'pub78-big.txt', startedBy: admin.id })
      .returning();
    const busy = await upload('pub78', 'pub78.txt', fixture('pub78.txt'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe(IRS_IMPORT_MESSAGES.busy('pub78-big.txt'));
    expect((await upload('bmf', 'eo3.csv', EO1)).statusCode).toBe(201);

    await t.ctx.db
      .update(irsImports)
      .set({ startedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(irsImports.id, loading!.id));
    expect((await upload('pub78', 'pub78.txt', fixture('pub78.txt'))).statusCode).toBe(201);
    expect(await importRecord(loading!.id)).toMatchObject({ status: 'failed', error: IRS_IMPORT_MESSAGES.stale });
  });

  it('lists the history newest first with the files in use, and shows one import', async () => {
    const page = await t.request({ method: 'GET', url: '/api/admin/irs/imports?limit=3', as: admin });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.imports).toHaveLength(3);
    expect(body.total).toBeGreaterThan(10);
    expect(body.imports[0]).toMatchObject({ kind: 'pub78', status: 'live', started_by_name: 'Irma Importer' });
    const bmf = body.in_use.find((entry: { kind: string }) => entry.kind === 'bmf');
    expect(bmf.parts.map((part: { part: string; row_count: number }) => [part.part, part.row_count])).toEqual([
      ['eo1', 6],
      ['eo2', 2],
      ['eo3', 6],
    ]);
    expect(body.in_use.map((entry: { kind: string }) => entry.kind)).toEqual(['bmf', 'pub78', 'revocations']);

    const failed = await t.request({ method: 'GET', url: '/api/admin/irs/imports?status=failed&kind=bmf', as: admin });
    expect(failed.json().imports.every((row: { status: string }) => row.status === 'failed')).toBe(true);
    const one = await t.request({ method: 'GET', url: `/api/admin/irs/imports/${body.imports[0].id}`, as: admin });
    expect(one.json()).toEqual(body.imports[0]);
    expect((await t.request({ method: 'GET', url: '/api/admin/irs/imports/999999', as: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/admin/irs/imports?limit=101', as: admin })).statusCode).toBe(
      400,
    );
    expect((await t.request({ method: 'GET', url: '/api/admin/irs/imports?kind=w2', as: admin })).statusCode).toBe(400);
  });
});
