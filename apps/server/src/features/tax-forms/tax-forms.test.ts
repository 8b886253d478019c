import { DONEE_SIGNATURE_TEXT, listingSchema, sectionBGiftsSchema, taxReportSchema, todayIn } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { donationAcknowledgements, items, requests, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { deliveryParties, emailsOf, notificationsOf } from '#test/support/delivery.test-support';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import { validForm } from '#test/support/items-write.test-support';
import { completedDonation } from '#test/support/tax-report.test-support';

const range = `start_date=2026-01-01&end_date=${todayIn('UTC')}&tz=UTC`;
const BASIS_CENTS = 123_457;

describe('cost basis, Form 8283 Section B and Form 8282', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;
  let sectionB: number;
  let small: number;
  const report = async (as: UserRow = donor) => {
    const response = await t.request({ method: 'GET', url: `/api/donors/${donor.id}/tax-report?${range}`, as });
    expect(response.statusCode).toBe(200);
    return taxReportSchema.parse(response.json());
  };
  const rowOf = async (requestId: number) => (await report()).donations.find((row) => row.request_id === requestId)!;
  const sign = (as: UserRow | undefined, requestId: number, payload: object = signature) =>
    t.request({ method: 'POST', url: `/api/requests/${requestId}/form-8283-signature`, payload, as });
  const dispose = (as: UserRow | undefined, requestId: number, payload: object) =>
    t.request({ method: 'POST', url: `/api/requests/${requestId}/form-8282-disposal`, payload, as });
  const gifts = (as: UserRow | undefined, nonprofitId = nonprofit.id) =>
    t.request({ method: 'GET', url: `/api/nonprofit/${nonprofitId}/section-b-gifts`, as });
  const signature = { signer_name: 'Nora Lee', signer_title: 'Executive Director', authorized: true };

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit, admin } = await deliveryParties(t.ctx.db));
    await t.ctx.db.update(users).set({ ein: '36-1234567' }).where(eq(users.id, nonprofit.id));
    // $6,000 of Electronics in 2026: over $5,000, Section B. $100 of Furniture stays under.
    sectionB = await completedDonation(t, donor, nonprofit, new Date('2026-03-02T15:00:00Z'), { fmvCents: 600_000 });
    small = await completedDonation(t, donor, nonprofit, new Date('2026-03-03T15:00:00Z'), { fmvCents: 10_000 });
    const [smallItem] = await t.ctx.db.select({ id: requests.itemId }).from(requests).where(eq(requests.id, small));
    await t.ctx.db.update(items).set({ category: 'Furniture' }).where(eq(items.id, smallItem!.id));
  });
  afterAll(() => t.close());

  describe('cost basis', () => {
    it('is entered with the listing, read back by its donor, and never shown to a nonprofit or visitor', async () => {
      const created = await t.request({
        method: 'POST',
        url: '/api/items',
        as: donor,
        payload: validForm({ title: 'Basis probe desks', cost_basis: BASIS_CENTS / 100 }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const listing = listingSchema.parse(created.json());
      expect(listing.cost_basis).toBe(1234.57);
      const dashboard = await t.request({ method: 'GET', url: `/api/dashboard/donor/${donor.id}/detailed`, as: donor });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.body).toContain('"cost_basis":1234.57');

      const reader = await fundedNonprofit(t.ctx.db, 100);
      const made = await client(t).create(reader, reader.id, { item_id: listing.id, quantity_requested: 1 });
      expect(made.statusCode).toBe(201);
      const requestId = made.json().request.id as number;
      const answers = [
        made,
        await t.request({ method: 'GET', url: '/api/items?search=Basis%20probe', as: reader }),
        await t.request({ method: 'GET', url: '/api/items?search=Basis%20probe' }),
        await t.request({ method: 'GET', url: `/api/requests/${requestId}`, as: reader }),
        await t.request({ method: 'GET', url: `/api/dashboard/nonprofit/${reader.id}/detailed`, as: reader }),
        await gifts(nonprofit),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(answer === made ? 201 : 200);
        expect(answer.body).not.toContain('cost_basis');
        expect(answer.body).not.toContain('1234.57');
        expect(answer.body).not.toContain(String(BASIS_CENTS));
      }
      expect(answers[1]!.body).toContain('Basis probe desks');
    });

    it('is editable later for an item already given, by its donor only, and the report reads it', async () => {
      const [given] = await t.ctx.db.select({ id: requests.itemId }).from(requests).where(eq(requests.id, sectionB));
      const url = `/api/items/${given!.id}/cost-basis`;
      const other = await createUser(t.ctx.db, { role: 'donor' });
      expect((await t.request({ method: 'PUT', url, payload: { cost_basis: 1 }, as: other })).statusCode).toBe(403);
      expect((await t.request({ method: 'PUT', url, payload: { cost_basis: 1 }, as: nonprofit })).statusCode).toBe(403);
      expect((await t.request({ method: 'PUT', url, payload: { cost_basis: -1 }, as: donor })).statusCode).toBe(400);
      expect((await t.request({ method: 'PUT', url, payload: { cost_basis: 0.001 }, as: donor })).statusCode).toBe(400);
      const saved = await t.request({ method: 'PUT', url, payload: { cost_basis: 2500 }, as: donor });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ item_id: given!.id, cost_basis: 2500 });
      expect(await rowOf(sectionB)).toMatchObject({
        cost_basis: 2500,
        enhanced_deduction: null,
        enhanced_deduction_missing: ['no_care_statement'],
      });
    });
  });

  it('computes the enhanced deduction with a basis and a signed statement, else names what is missing', async () => {
    // The nonprofit stated the care of the needy and signs the letter, which is its 170(e)(3) statement.
    await t.ctx.db.update(requests).set({ intendedUse: 'care_of_needy' }).where(eq(requests.id, sectionB));
    await t.ctx.db
      .update(donationAcknowledgements)
      .set({ intendedUse: 'care_of_needy' })
      .where(eq(donationAcknowledgements.requestId, sectionB));
    expect(await rowOf(sectionB)).toMatchObject({
      enhanced_deduction: null,
      enhanced_deduction_missing: ['no_care_statement'],
    });
    const signed = await t.request({
      method: 'POST',
      url: `/api/requests/${sectionB}/acknowledgement/signature`,
      payload: { name: 'Dana Signer', title: 'Director', authorised: true },
      as: nonprofit,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ intended_use: 'care_of_needy', status: 'signed' });
    // basis $2,500, value $6,000: 2,500 + 3,500 / 2 = $4,250 (under twice the basis, $5,000).
    expect(await rowOf(sectionB)).toMatchObject({ enhanced_deduction: 4250, enhanced_deduction_missing: [] });
    expect(await rowOf(small)).toMatchObject({
      cost_basis: null,
      enhanced_deduction: null,
      enhanced_deduction_missing: ['no_cost_basis', 'no_care_statement'],
    });
    expect((await report()).summary.enhanced_deduction_total).toBe(4250);
    await t.ctx.db.update(users).set({ entityType: 's_corporation_or_partnership' }).where(eq(users.id, donor.id));
    expect(await rowOf(sectionB)).toMatchObject({
      enhanced_deduction: null,
      enhanced_deduction_missing: ['not_c_corporation'],
    });
    await t.ctx.db.update(users).set({ entityType: 'c_corporation' }).where(eq(users.id, donor.id));
  });

  it('shows a Section B gift as needing the donee signature until its nonprofit signs Part V', async () => {
    const before = await report();
    expect(before.donations.find((row) => row.request_id === sectionB)).toMatchObject({
      section_b: true,
      donee_signature: null,
      notes: ['form_8283_section_b'],
    });
    expect(before.donations.find((row) => row.request_id === small)).toMatchObject({ section_b: false });

    const listed = sectionBGiftsSchema.parse((await gifts(nonprofit)).json());
    expect(listed.gifts.map((gift) => gift.request_id)).toEqual([sectionB]);
    expect(listed.gifts[0]).toMatchObject({
      date_received: '2026-03-02',
      disposal_window_ends: '2029-03-02',
      organization_name: 'Harbor Pantry',
      ein: '36-1234567',
      signature: null,
      donor_name: 'Acme Giving',
    });

    // Only that nonprofit signs: not the donor, an admin, another nonprofit, or anyone signed out.
    const stranger = await fundedNonprofit(t.ctx.db, 0);
    for (const who of [donor, admin, stranger]) expect((await sign(who, sectionB)).statusCode).toBe(403);
    expect((await sign(undefined, sectionB)).statusCode).toBe(401);
    expect((await gifts(stranger)).statusCode).toBe(403);
    expect((await gifts(admin)).statusCode).toBe(200);
    expect((await sign(nonprofit, sectionB, { ...signature, authorized: false })).statusCode).toBe(400);
    expect((await sign(nonprofit, sectionB, { ...signature, signer_title: ' ' })).statusCode).toBe(400);
    const notB = await sign(nonprofit, small);
    expect(notB.statusCode).toBe(422);
    expect(notB.json().detail).toBe(DONEE_SIGNATURE_TEXT.notSectionB);

    const partVTold = (userIds: number[]) => notificationsOf(t.ctx.db, userIds, 'form_8283_signed');
    expect(await partVTold([donor.id])).toHaveLength(0);
    const signed = await sign(nonprofit, sectionB);
    expect(signed.statusCode).toBe(201);
    // The donor, whose Form 8283 waited for the signature, is told; the nonprofit and other donors are not.
    const told = await partVTold([donor.id]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Form 8283: Part V signed', metadata: { request_id: sectionB } });
    expect(told[0]!.message).toContain('Nora Lee, Executive Director');
    // And by email, through the outbox, to the donor alone.
    const emailed = await emailsOf(t.ctx.db, 'form_8283_signed');
    expect(emailed.map((email) => email.recipient)).toEqual([donor.email]);
    expect(emailed[0]!.subject).toContain('signed Part V of Form 8283');
    const otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    expect(await partVTold([nonprofit.id, otherDonor.id, admin.id])).toHaveLength(0);
    expect(signed.json().signature).toMatchObject({
      signer_name: 'Nora Lee',
      signer_title: 'Executive Director',
      organization_name: 'Harbor Pantry',
      ein: '36-1234567',
      date_received: '2026-03-02',
    });
    // Written once: a second signature is refused and changes nothing.
    const again = await sign(nonprofit, sectionB, { ...signature, signer_name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(await partVTold([donor.id])).toHaveLength(1);
    for (const reader of [donor, admin]) {
      const row = (await report(reader)).donations.find((donation) => donation.request_id === sectionB)!;
      expect(row.donee_signature).toMatchObject({ signer_name: 'Nora Lee', signer_title: 'Executive Director' });
    }
  });

  it('records a disposal within the 3 years once, and the donor gets the bell, the email and the report row', async () => {
    const refused = [
      { disposed_on: '2026-03-01', method: 'sold' },
      { disposed_on: '2999-01-01', method: 'sold' },
      { disposed_on: '2026-02-30', method: 'sold' },
      { disposed_on: '2026-04-01', method: 'burned' },
      { disposed_on: '2026-04-01', method: 'sold', amount_received: -5 },
    ];
    for (const payload of refused) expect((await dispose(nonprofit, sectionB, payload)).statusCode).toBe(400);
    expect((await dispose(donor, sectionB, { disposed_on: '2026-04-01', method: 'sold' })).statusCode).toBe(403);
    expect((await dispose(nonprofit, small, { disposed_on: '2026-04-01', method: 'sold' })).statusCode).toBe(422);

    const recorded = await dispose(nonprofit, sectionB, {
      disposed_on: '2026-04-01',
      method: 'sold',
      amount_received: 1500.5,
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().disposal).toMatchObject({
      disposed_on: '2026-04-01',
      method: 'sold',
      amount_received: 1500.5,
    });
    expect((await dispose(nonprofit, sectionB, { disposed_on: '2026-04-02', method: 'other' })).statusCode).toBe(409);

    const bell = await notificationsOf(t.ctx.db, [donor.id], 'form_8282_disposal');
    expect(bell).toHaveLength(1);
    expect(bell[0]!.message).toContain('sold on 2026-04-01');
    expect(bell[0]!.metadata).toMatchObject({ request_id: sectionB });
    const emails = await emailsOf(t.ctx.db, 'form_8282_disposal', donor.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.requestId).toBe(sectionB);
    expect((await rowOf(sectionB)).disposal).toMatchObject({ disposed_on: '2026-04-01', amount_received: 1500.5 });
  });
});
