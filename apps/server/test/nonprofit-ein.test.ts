import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, emailRecords, users, USERS_NONPROFIT_EIN_KEY, type UserRow } from '#src/platform/database/schema';
import { isUniqueViolation } from '#src/platform/database/unique-violation';
import { createTestApp, type TestApp } from '#test/setup/test-app';

const EIN_TAKEN = 'An organization with this EIN is already registered. If it is yours, contact support.';

/**
 * One EIN, one nonprofit (docs/product.md, Accounts and sign-in), beyond sign-up and the profile
 * (register.test.ts, profile-update-refusals.test.ts): the admin's edit is held to the same rule and
 * sentences, and the database itself refuses a second nonprofit with an EIN.
 */
describe('a nonprofit EIN is one nonprofit’s, whoever writes it', () => {
  let t: TestApp;
  let admin: UserRow;
  let holder: UserRow;
  let other: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    holder = await createUser(t.ctx.db, { role: 'nonprofit', ein: '46-1234567', organizationName: 'Holder Org' });
    other = await createUser(t.ctx.db, { role: 'nonprofit', city: 'Austin', state: 'TX' });
  });
  afterAll(() => t.close());

  const reload = async (user: UserRow) => (await t.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
  const writes = async () => ({ audit: await t.ctx.db.$count(auditLog), emails: await t.ctx.db.$count(emailRecords) });
  const adminEdit = (target: UserRow, ein: string) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/users/${target.id}/update`,
      payload: {
        name: target.name,
        email: target.email,
        city: 'Austin',
        state: 'TX',
        organization_name: target.organizationName,
        ein,
      },
      as: admin,
    });

  it("admin edit: another nonprofit's EIN, or an unassigned prefix, is a 400 on the EIN field and changes nothing", async () => {
    const before = { row: await reload(other), writes: await writes() };
    for (const [ein, msg] of [
      ['46-1234567', EIN_TAKEN],
      ['461234567', EIN_TAKEN],
      ['08-1234567', 'EIN prefix 08 is not one the IRS assigns'],
    ]) {
      const response = await adminEdit(other, ein!);
      expect(response.statusCode, ein).toBe(400);
      expect(response.json(), ein).toEqual({ detail: [{ loc: ['body', 'ein'], msg }] });
      expect(response.body).not.toContain('Holder Org');
    }
    expect({ row: await reload(other), writes: await writes() }).toEqual(before);
  });

  it('admin edit: a nonprofit keeps its own EIN, and may take one no nonprofit has', async () => {
    expect((await adminEdit(holder, '46-1234567')).statusCode).toBe(200);
    const response = await adminEdit(other, '47-7654321');
    expect(response.statusCode, response.body).toBe(200);
    expect((await reload(other)).ein).toBe('47-7654321');
  });

  it('the database refuses a second nonprofit with an EIN; accounts without one, and donors, are not concerned', async () => {
    const insert = (fields: Partial<typeof users.$inferInsert>) =>
      t.ctx.db.insert(users).values({
        email: `ein-${Math.random()}@example.org`,
        passwordHash: 'x',
        name: 'Row',
        role: 'nonprofit',
        ...fields,
      });
    const error = await insert({ ein: '46-1234567' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, USERS_NONPROFIT_EIN_KEY), String(error)).toBe(true);
    await insert({ ein: null });
    await insert({ ein: null });
    await insert({ role: 'donor', ein: '46-1234567' });
    expect(await t.ctx.db.$count(users, eq(users.ein, '46-1234567'))).toBe(2);
  });
});
