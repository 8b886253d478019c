import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LETTER_APPROVAL_REFUSED } from '@app/shared';
import { createUser } from '#src/factories/users';
import { auditLog, emailRecords, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';

const LETTER = '/api/documents/1';

describe('admin: account decisions and edits', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Avery Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
  });
  afterAll(() => t.close());

  const reload = async (user: UserRow) => (await t.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
  const counts = async () => ({
    audit: (await t.ctx.db.select().from(auditLog)).length,
    emails: (await t.ctx.db.select().from(emailRecords)).length,
  });
  const update = (target: UserRow | number, payload: object, as: UserRow = admin) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/users/${typeof target === 'number' ? target : target.id}/update`,
      payload,
      as,
    });

  describe('PUT /api/admin/users/:id/update (decisions)', () => {
    it('approves a nonprofit, emails it and leaves an audit entry', async () => {
      const applicant = await createUser(t.ctx.db, {
        role: 'nonprofit',
        organizationName: 'Tide Pool Kids',
        taxExemptDocUrl: LETTER,
      });
      const response = await update(applicant, { approval_status: 'approved' });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('User approved successfully');
      expect(response.json().user).toMatchObject({ id: applicant.id, approval_status: 'approved' });
      expect((await reload(applicant)).approvalStatus).toBe('approved');

      const [email] = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.userId, applicant.id));
      expect(email).toMatchObject({ templateKey: 'account_approved', recipient: applicant.email });
      expect(email!.links).toContain(`${t.ctx.config.publicUrl}/nonprofit-dashboard`);
      expect(email!.body).toContain('Tide Pool Kids');

      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(applicant.id)));
      expect(entry).toMatchObject({ adminId: admin.id, action: 'approve_user', targetType: 'user' });
      expect(entry!.before).toMatchObject({ approval_status: 'pending' });
      expect(entry!.after).toMatchObject({ approval_status: 'approved' });
    });

    it('approves a nonprofit with no letter only with an explicit yes, and audits that yes', async () => {
      const applicant = await createUser(t.ctx.db, { role: 'nonprofit' });
      const before = await counts();
      const refused = await update(applicant, { approval_status: 'approved' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(NO_LETTER_APPROVAL_REFUSED);
      const notYes = await update(applicant, { approval_status: 'approved', approve_without_letter: 'yes' });
      expect(notYes.statusCode).toBe(400);
      expect(notYes.json().detail[0].loc).toEqual(['body', 'approve_without_letter']);
      expect(await counts()).toEqual(before);
      expect((await reload(applicant)).approvalStatus).toBe('pending');

      const approved = await update(applicant, { approval_status: 'approved', approve_without_letter: true });
      expect(approved.statusCode).toBe(200);
      expect((await reload(applicant)).approvalStatus).toBe('approved');
      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(applicant.id)));
      expect(entry).toMatchObject({ action: 'approve_user' });
      expect(entry!.after).toMatchObject({ approval_status: 'approved', approved_without_letter: true });
    });

    it('the edit form needs the same yes to approve a nonprofit with no letter', async () => {
      const applicant = await createUser(t.ctx.db, { role: 'nonprofit', city: 'Austin', state: 'TX' });
      const form = {
        name: applicant.name,
        email: applicant.email,
        city: 'Austin',
        state: 'TX',
        organization_name: applicant.organizationName,
        ein: applicant.ein,
        approval_status: 'approved',
      };
      const refused = await update(applicant, form);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(NO_LETTER_APPROVAL_REFUSED);
      expect((await reload(applicant)).approvalStatus).toBe('pending');
      expect((await update(applicant, { ...form, approve_without_letter: true })).statusCode).toBe(200);
      expect((await reload(applicant)).approvalStatus).toBe('approved');
    });

    it('refuses to reject without a reason and changes nothing', async () => {
      const applicant = await createUser(t.ctx.db, { role: 'nonprofit' });
      const before = await counts();
      for (const payload of [{ approval_status: 'rejected' }, { approval_status: 'rejected', reason: '   ' }]) {
        const response = await update(applicant, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: 'Please give a reason for rejecting this account.' });
      }
      expect((await reload(applicant)).approvalStatus).toBe('pending');
      expect(await counts()).toEqual(before);
    });

    it('rejects with a reason: stored, emailed and audited', async () => {
      const applicant = await createUser(t.ctx.db, { role: 'nonprofit', organizationName: 'Dune Library' });
      const reason = 'The determination letter is for a different EIN.';
      const response = await update(applicant, { approval_status: 'rejected', reason });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('User rejected successfully');
      expect(response.json().user).toMatchObject({ approval_status: 'rejected', rejection_reason: reason });
      expect(await reload(applicant)).toMatchObject({ approvalStatus: 'rejected', rejectionReason: reason });

      const [email] = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.userId, applicant.id));
      expect(email).toMatchObject({ templateKey: 'account_rejected', recipient: applicant.email });
      expect(email!.body).toContain(reason);
      expect(email!.body).toContain('Dune Library');
      expect(email!.body).toContain(t.ctx.config.supportEmail);

      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(applicant.id)));
      expect(entry).toMatchObject({ action: 'reject_user' });
      expect(entry!.after).toMatchObject({ approval_status: 'rejected', rejection_reason: reason });
    });

    it('approving after a rejection clears the reason; repeating a decision changes nothing', async () => {
      const applicant = await createUser(t.ctx.db, {
        role: 'nonprofit',
        approvalStatus: 'rejected',
        rejectionReason: 'Blurry scan',
        taxExemptDocUrl: LETTER,
      });
      expect((await update(applicant, { approval_status: 'approved' })).statusCode).toBe(200);
      expect(await reload(applicant)).toMatchObject({ approvalStatus: 'approved', rejectionReason: null });
      const before = await counts();
      const again = await update(applicant, { approval_status: 'approved' });
      expect(again.statusCode).toBe(200);
      expect(await counts()).toEqual(before);
    });

    it('answers 400 to an unknown status, 404 to an unknown user', async () => {
      const before = await counts();
      const bad = await update(nonprofit, { approval_status: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail[0].loc).toEqual(['body', 'approval_status']);
      expect((await update(nonprofit, {})).statusCode).toBe(400);
      const missing = await update(999_999, { approval_status: 'approved' });
      expect(missing.statusCode).toBe(404);
      expect(await counts()).toEqual(before);
    });

    it("refuses an admin's decision on their own account", async () => {
      const response = await update(admin, { approval_status: 'rejected', reason: 'testing' });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/your own account/);
      expect((await reload(admin)).approvalStatus).toBe('approved');
    });

    it('is for admins only', async () => {
      const before = await counts();
      expect(
        (
          await t.request({
            method: 'PUT',
            url: `/api/admin/users/${nonprofit.id}/update`,
            payload: { approval_status: 'approved' },
          })
        ).statusCode,
      ).toBe(401);
      expect((await update(nonprofit, { approval_status: 'approved' }, donor)).statusCode).toBe(403);
      expect((await update(donor, { approval_status: 'rejected', reason: 'x' }, nonprofit)).statusCode).toBe(403);
      expect((await reload(nonprofit)).approvalStatus).toBe('pending');
      expect(await counts()).toEqual(before);
    });
  });

  describe('PUT /api/admin/users/:id/update (edit form)', () => {
    const edit = {
      name: 'Renamed Person',
      email: 'Renamed@Example.org',
      city: 'Austin',
      state: 'tx',
      organization_name: 'Renamed Org',
      ein: '987654321',
      company_name: 'Ignored for nonprofits',
    };

    it("saves a nonprofit's fields with a normalized EIN and audits before and after", async () => {
      const target = await createUser(t.ctx.db, { role: 'nonprofit', organizationName: 'Old Org' });
      const response = await update(target, edit);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('User updated successfully');
      expect(response.json().user).toMatchObject({
        name: 'Renamed Person',
        email: 'renamed@example.org',
        city: 'Austin',
        state: 'TX',
        organization_name: 'Renamed Org',
        ein: '98-7654321',
        company_name: null,
      });
      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(target.id)));
      expect(entry).toMatchObject({ action: 'update_user' });
      expect(entry!.before).toMatchObject({ organization_name: 'Old Org' });
      expect(entry!.after).toMatchObject({ organization_name: 'Renamed Org' });
    });

    it("saves a donor's company and can change the status in the same form", async () => {
      const target = await createUser(t.ctx.db, { role: 'donor' });
      const response = await update(target, {
        ...edit,
        email: 'donor-edit@example.org',
        company_name: 'New Co',
        approval_status: 'rejected',
        reason: 'Duplicate account',
      });
      expect(response.statusCode).toBe(200);
      expect(await reload(target)).toMatchObject({
        companyName: 'New Co',
        organizationName: null,
        approvalStatus: 'rejected',
        rejectionReason: 'Duplicate account',
      });
      const emails = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.userId, target.id));
      expect(emails.map((email) => email.templateKey)).toEqual(['account_rejected']);
    });

    it('requires name, email, city and state, and the fields of the role', async () => {
      const target = await createUser(t.ctx.db, { role: 'nonprofit' });
      const before = await counts();
      const missingCommon = await update(target, { name: 'Only Name' });
      expect(missingCommon.statusCode).toBe(400);
      expect(missingCommon.json().detail.map((issue: { loc: string[] }) => issue.loc[1])).toEqual([
        'email',
        'city',
        'state',
      ]);
      const missingRole = await update(target, { ...edit, organization_name: '', ein: '' });
      expect(missingRole.statusCode).toBe(400);
      expect(missingRole.json().detail.map((issue: { loc: string[] }) => issue.loc[1])).toEqual([
        'organization_name',
        'ein',
      ]);
      const badEin = await update(target, { ...edit, ein: '12-34' });
      expect(badEin.statusCode).toBe(400);
      expect(badEin.json().detail).toEqual([{ loc: ['body', 'ein'], msg: 'EIN must be 9 digits, like 12-3456789' }]);
      const donorTarget = await createUser(t.ctx.db, { role: 'donor' });
      const missingCompany = await update(donorTarget, { ...edit, company_name: ' ' });
      expect(missingCompany.json().detail).toEqual([
        { loc: ['body', 'company_name'], msg: 'Company name is required' },
      ]);
      expect(await reload(target)).toEqual(target);
      expect(await counts()).toEqual(before);
    });

    it("refuses another account's email address with 409", async () => {
      const target = await createUser(t.ctx.db, { role: 'donor' });
      const response = await update(target, { ...edit, email: donor.email.toUpperCase(), company_name: 'X' });
      expect(response.statusCode).toBe(409);
      expect((await reload(target)).email).toBe(target.email);
    });

    it('lets an admin edit their own details but not their own status', async () => {
      const own = { name: 'Avery A. Admin', email: admin.email, city: 'Chicago', state: 'IL' };
      expect((await update(admin, { ...own, approval_status: 'approved' })).statusCode).toBe(200);
      const demote = await update(admin, { ...own, approval_status: 'pending' });
      expect(demote.statusCode).toBe(400);
      expect(await reload(admin)).toMatchObject({ name: 'Avery A. Admin', approvalStatus: 'approved' });
    });
  });

  it('lists the routes in the OpenAPI description', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const route of ['/api/admin/users/all', '/api/admin/users', '/api/admin/users/{id}/update']) {
      expect(paths).toHaveProperty([route]);
    }
  });
});
