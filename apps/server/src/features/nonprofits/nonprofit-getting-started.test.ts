import { nonprofitChecklist, nonprofitDashboardSchema, notificationsResponseSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { emailRecords, notifications, users, type ItemRow, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, grant, item } from '#test/support/requests.test-support';

const LETTER = '/api/documents/1';

describe('getting started: a nonprofit from sign-up to its first request', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: UserRow;
  let donor: UserRow;
  let listed: ItemRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor', donorScope: 'nationwide' });
    // Listed items at $40, $100 and $300: the median, "a typical item", is $100.
    listed = await item(t.ctx.db, donor, { fmvCents: 4_000 });
    for (const fmvCents of [10_000, 30_000]) await item(t.ctx.db, donor, { fmvCents });
  });
  afterAll(() => t.close());

  const facts = async (nonprofit: UserRow, as: UserRow = nonprofit) => {
    const response = await t.request({ method: 'GET', url: `/api/dashboard/nonprofit/${nonprofit.id}/detailed`, as });
    expect(response.statusCode, response.body).toBe(200);
    return nonprofitDashboardSchema.parse(response.json()).getting_started;
  };
  const decide = (nonprofit: UserRow, payload: object) =>
    t.request({ method: 'PUT', url: `/api/admin/users/${nonprofit.id}/update`, payload, as: admin });
  const bell = async (user: UserRow) => {
    const response = await t.request({ method: 'GET', url: `/api/notifications/${user.id}`, as: user });
    expect(response.statusCode, response.body).toBe(200);
    return notificationsResponseSchema.parse(response.json()).notifications;
  };

  it('answers the facts at each step, and the shared rule reads them as the checklist', async () => {
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', organizationName: 'Harbor Readers' });

    // Verified, pending, no letter yet: the letter is the step to do.
    let now = await facts(nonprofit);
    expect(now).toEqual({
      email_verified: true,
      letter_uploaded: false,
      approval_status: 'pending',
      submitted_at: nonprofit.createdAt.toISOString(),
      has_bought_tokens: false,
      has_requested: false,
      typical_item_value_cents: null,
    });
    expect(nonprofitChecklist(now).active).toBe('upload_letter');

    // With its letter it waits for the review.
    await t.ctx.db.update(users).set({ taxExemptDocUrl: LETTER }).where(eq(users.id, nonprofit.id));
    now = await facts(nonprofit);
    expect(now.letter_uploaded).toBe(true);
    expect(nonprofitChecklist(now).steps.find((step) => step.key === 'review')!.state).toBe('waiting');

    // Approved: the next step is a first bundle. An admin reads the same facts.
    expect((await decide(nonprofit, { approval_status: 'approved' })).statusCode).toBe(200);
    now = await facts(nonprofit, admin);
    expect(now).toMatchObject({ approval_status: 'approved', typical_item_value_cents: 10_000 });
    expect(nonprofitChecklist(now).active).toBe('buy_tokens');

    // Bought: the typical item is no longer asked for, and the first request is next.
    await grant(t.ctx.db, nonprofit.id, 100);
    now = await facts(nonprofit);
    expect(now).toMatchObject({ has_bought_tokens: true, typical_item_value_cents: null });
    expect(nonprofitChecklist(now).active).toBe('first_request');

    const created = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    expect(created.statusCode, created.body).toBe(201);
    now = await facts(nonprofit);
    expect(now.has_requested).toBe(true);
    expect(nonprofitChecklist(now).complete).toBe(true);
  });

  it('is answered only to the nonprofit and admins', async () => {
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
    const other = await createUser(t.ctx.db, { role: 'nonprofit' });
    const url = `/api/dashboard/nonprofit/${nonprofit.id}/detailed`;
    expect((await t.request({ method: 'GET', url, as: other })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url, as: donor })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('tells a nonprofit in its bell when it is approved, as well as by email, once', async () => {
    const nonprofit = await createUser(t.ctx.db, {
      role: 'nonprofit',
      organizationName: 'Tide Pool Kids',
      taxExemptDocUrl: LETTER,
    });
    expect((await decide(nonprofit, { approval_status: 'approved' })).statusCode).toBe(200);
    const [approved] = await bell(nonprofit);
    expect(approved).toMatchObject({ type: 'account_approved', title: 'Your organization is approved', read: false });
    expect(approved!.message).toContain('Tide Pool Kids');
    expect(approved!.message).toMatch(/buy a first bundle/);
    const emails = await t.ctx.db.select().from(emailRecords).where(eq(emailRecords.userId, nonprofit.id));
    expect(emails.map((email) => email.templateKey)).toEqual(['account_approved']);

    // Approving again changes nothing and tells nobody again.
    expect((await decide(nonprofit, { approval_status: 'approved' })).statusCode).toBe(200);
    expect(await bell(nonprofit)).toHaveLength(1);
  });

  it('tells a nonprofit in its bell when it is rejected, with the reason', async () => {
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', taxExemptDocUrl: LETTER });
    const reason = 'The letter names another organization.';
    expect((await decide(nonprofit, { approval_status: 'rejected', reason })).statusCode).toBe(200);
    const [rejected] = await bell(nonprofit);
    expect(rejected).toMatchObject({ type: 'account_rejected', title: 'Your organization was not approved' });
    expect(rejected!.message).toContain(reason);
    expect((await facts(nonprofit)).approval_status).toBe('rejected');
    expect(nonprofitChecklist(await facts(nonprofit)).steps.find((step) => step.key === 'review')!.state).toBe(
      'blocked',
    );
  });

  it('leaves the bell alone when a decision is refused', async () => {
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
    // No letter and no explicit yes: refused, nothing written.
    expect((await decide(nonprofit, { approval_status: 'approved' })).statusCode).toBe(400);
    expect((await decide(nonprofit, { approval_status: 'rejected' })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, nonprofit.id))).toEqual([]);
  });

  it('warns of a low balance only once tokens were bought', async () => {
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    expect((await api.balance(nonprofit, nonprofit.id)).json()).toMatchObject({ balance: 0, low_balance: false });
    await grant(t.ctx.db, nonprofit.id, 5);
    expect((await api.balance(nonprofit, nonprofit.id)).json()).toMatchObject({ balance: 5, low_balance: true });
  });
});
