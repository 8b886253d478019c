import { EIN_MESSAGE, EIN_TAKEN_MESSAGE, PROFILE_MESSAGES, ZIP_MESSAGE } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { emailRecords, type UserRow } from '#src/platform/database/schema';
import { accountState, profileClient } from '#test/support/profiles.test-support';

describe('PUT /api/users/{id}: bad input is a 400 with its detail, and nothing changes', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  let approved: UserRow;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', ein: '11-1111111', zip: '60201' });
    approved = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved', ein: '22-2222222' });
    donor = await createUser(t.ctx.db, { role: 'donor', password: 'donor-password-1' });
  });
  afterAll(() => t.close());

  /** The refusal's detail, after checking that the account, its history and the outbox did not move. */
  async function refused(user: UserRow, payload: object, status = 400) {
    const before = { ...(await accountState(t, user.id)), emails: await t.ctx.db.$count(emailRecords) };
    const response = await profileClient(t).update(user.id, payload, user);
    expect(response.statusCode, response.body).toBe(status);
    expect({ ...(await accountState(t, user.id)), emails: await t.ctx.db.$count(emailRecords) }).toEqual(before);
    return response.json().detail;
  }

  it('a bad ZIP, with the other fields of the same call left unsaved', async () => {
    expect(await refused(nonprofit, { city: 'Chicago', zip: '6060' })).toEqual([
      { loc: ['body', 'zip'], msg: ZIP_MESSAGE },
    ]);
    expect(await refused(donor, { pickup_zip: '60606-12' })).toEqual([
      { loc: ['body', 'pickup_zip'], msg: ZIP_MESSAGE },
    ]);
  });

  it('an EIN of 8 digits, and a blank one', async () => {
    expect(await refused(nonprofit, { ein: '12-345678' })).toEqual([{ loc: ['body', 'ein'], msg: EIN_MESSAGE }]);
    expect(await refused(nonprofit, { ein: '' })).toEqual([{ loc: ['body', 'ein'], msg: 'EIN is required' }]);
  });

  it('an EIN another nonprofit has, however it is written: the sentence names no organization', async () => {
    for (const ein of ['222222222', '22-2222222', ' 22 2222222 ']) {
      expect(await refused(nonprofit, { ein, name: 'Renamed' }), ein).toEqual([
        {
          loc: ['body', 'ein'],
          msg: 'An organization with this EIN is already registered. If it is yours, contact support.',
        },
      ]);
    }
    expect(PROFILE_MESSAGES.einTaken).toBe(EIN_TAKEN_MESSAGE);
  });

  it('an EIN whose prefix the IRS does not assign, named in the sentence', async () => {
    for (const [ein, prefix] of [
      ['07-1234567', '07'],
      ['891234567', '89'],
      ['00-0000001', '00'],
    ] as const) {
      expect(await refused(nonprofit, { ein, name: 'Renamed' }), ein).toEqual([
        { loc: ['body', 'ein'], msg: `EIN prefix ${prefix} is not one the IRS assigns` },
      ]);
    }
  });

  it('a new EIN for a nonprofit already approved on its old one (the same EIN is no change)', async () => {
    expect(await refused(approved, { ein: '33-3333333' })).toEqual([
      { loc: ['body', 'ein'], msg: PROFILE_MESSAGES.einLocked },
    ]);
    expect((await profileClient(t).update(approved.id, { ein: '222222222' }, approved)).statusCode).toBe(200);
  });

  it('an email change without the current password, or with a wrong one', async () => {
    expect(await refused(donor, { email: 'new-address@example.org' })).toEqual([
      { loc: ['body', 'current_password'], msg: PROFILE_MESSAGES.passwordNeeded },
    ]);
    expect(await refused(donor, { email: 'new-address@example.org', current_password: 'not-the-password' })).toEqual([
      { loc: ['body', 'current_password'], msg: PROFILE_MESSAGES.wrongPassword },
    ]);
  });

  it('an email address another account signs in with', async () => {
    expect(
      await refused(donor, { email: nonprofit.email.toUpperCase(), current_password: 'donor-password-1' }),
    ).toEqual([{ loc: ['body', 'email'], msg: PROFILE_MESSAGES.emailTaken }]);
  });

  it('a required field left blank, an unknown state or scope, and a logo that is no web address', async () => {
    expect(await refused(nonprofit, { organization_name: ' ' })).toEqual([
      { loc: ['body', 'organization_name'], msg: 'Organization name is required' },
    ]);
    expect(await refused(donor, { company_name: null })).toEqual([
      { loc: ['body', 'company_name'], msg: 'Company name is required' },
    ]);
    expect((await refused(donor, { name: '' }))[0].loc).toEqual(['body', 'name']);
    expect((await refused(donor, { pickup_state: 'Texas' }))[0].loc).toEqual(['body', 'pickup_state']);
    expect((await refused(donor, { donor_scope: 'worldwide' }))[0].loc).toEqual(['body', 'donor_scope']);
    expect((await refused(donor, { logo_url: 'javascript:alert(1)' }))[0].loc).toEqual(['body', 'logo_url']);
    expect((await refused(donor, { website: 'not a site' }))[0].loc).toEqual(['body', 'website']);
  });
});
