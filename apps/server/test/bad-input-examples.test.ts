import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/factories/users';
import type { UserRow } from '../src/platform/database/schema';
import { donorPayload, nonprofitPayload } from './support/auth.test-support';
import { fundedNonprofit, item } from './support/requests.test-support';
import { databaseFingerprint } from './bad-input-route-walk.support';
import { createTestApp, type TestApp } from './setup/test-app';

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';
const ABOVE_32_BITS = 2 ** 40;
const NOT_ALLOWED = 'contains characters that are not allowed';

/** The review's examples of bad input that reached the database and came back as a 500. */
describe('bad input never a 500: the reported examples', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 100);
    await item(t.ctx.db, donor);
    // Sessions are made up front: the harness creates one on a user's first call, which is no write of the call's.
    for (const user of [admin, donor, nonprofit]) await t.sessionFor(user);
  });
  afterAll(() => t.close());

  /** 400 with an issue at `loc`, and not one row added, changed or removed. */
  async function expectRefused(send: () => Promise<{ statusCode: number; body: string }>, loc: (string | number)[]) {
    const before = await databaseFingerprint(t.ctx.db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    const detail = (JSON.parse(response.body) as { detail: { loc: (string | number)[]; msg: string }[] }).detail;
    expect(detail, response.body).toEqual(expect.arrayContaining([expect.objectContaining({ loc })]));
    expect(await databaseFingerprint(t.ctx.db)).toEqual(before);
    return detail;
  }

  it('NUL character in a query: GET /api/items?category=%00', async () => {
    const detail = await expectRefused(
      () => t.request({ method: 'GET', url: '/api/items?category=%00' }),
      ['querystring', 'category'],
    );
    expect(detail[0]!.msg).toContain(NOT_ALLOWED);
  });

  it('NUL character in a text field: register with a NUL in name', async () => {
    const detail = await expectRefused(
      () => t.request({ method: 'POST', url: '/api/auth/register', payload: donorPayload({ name: `Dana${NUL}` }) }),
      ['body', 'name'],
    );
    expect(detail[0]!.msg).toContain(NOT_ALLOWED);
  });

  it('lone surrogate in a list field: register with one in service_areas', async () => {
    await expectRefused(
      () =>
        t.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: nonprofitPayload({ service_areas: ['Evanston', `North${LONE_HIGH}`] }),
        }),
      ['body', 'service_areas', 1],
    );
  });

  it('lone surrogate in a list field: register with one in giving_preferences', async () => {
    await expectRefused(
      () =>
        t.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: donorPayload({ giving_preferences: `Education, Youth${LONE_LOW}` }),
        }),
      ['body', 'giving_preferences'],
    );
  });

  it('id above 32-bit in a body: POST /api/requests with item_id 2^40', async () => {
    await expectRefused(
      () =>
        t.request({
          method: 'POST',
          url: `/api/requests?nonprofit_id=${nonprofit.id}`,
          as: nonprofit,
          payload: { item_id: ABOVE_32_BITS, quantity_requested: 1 },
        }),
      ['body', 'item_id'],
    );
  });

  it('id above 32-bit in a body: a message with recipient_id 2^40', async () => {
    await expectRefused(
      () =>
        t.request({
          method: 'POST',
          url: '/api/admin/messages/send-individual',
          as: admin,
          payload: { recipient_id: ABOVE_32_BITS, message: 'Hello' },
        }),
      ['body', 'recipient_id'],
    );
  });

  it('lone surrogate in an audit entry: an admin message whose title has one', async () => {
    await expectRefused(
      () =>
        t.request({
          method: 'POST',
          url: '/api/admin/messages/send-individual',
          as: admin,
          payload: { recipient_id: donor.id, title: `Hi ${LONE_HIGH}`, message: 'Hello' },
        }),
      ['body', 'title'],
    );
  });

  it('lone surrogate in an audit entry: an admin rejection reason with one', async () => {
    const pending = await createUser(t.ctx.db, { role: 'nonprofit' });
    await expectRefused(
      () =>
        t.request({
          method: 'PUT',
          url: `/api/admin/users/${pending.id}/update`,
          as: admin,
          payload: { approval_status: 'rejected', reason: `Unreadable letter ${LONE_LOW}` },
        }),
      ['body', 'reason'],
    );
  });

  it('well-formed text is still accepted: emoji (surrogate pairs), accents and newlines', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/messages/send-individual',
      as: admin,
      payload: { recipient_id: donor.id, title: 'Merci 🎉', message: 'Ligne une\nLigne deux, café ☕' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
