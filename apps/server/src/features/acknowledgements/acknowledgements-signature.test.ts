import {
  ACKNOWLEDGEMENT_TEXT,
  acknowledgementSchema,
  acknowledgementsToSignSchema,
  donorRequestSchema,
  taxReportSchema,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import {
  acknowledgementReminders,
  acknowledgementVersions,
  donationAcknowledgements,
  users,
  type UserRow,
} from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import {
  approvedDelivery,
  deliveryClient,
  deliveryParties,
  emailsOf,
  notificationsOf,
  payInvoice,
} from '#test/support/delivery.test-support';
import { createConfirmationToken } from '../delivery/delivery-token';
import { sendDueSignatureReminders } from './acknowledgements.reminders';

const SIGNATURE = { name: 'Nora Quinn', title: 'Executive Director', authorised: true };
const DAY_MS = 86_400_000;

describe('signed acknowledgements', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;
  const read = (as: UserRow | undefined, requestId: number, query = '') =>
    t.request({ method: 'GET', url: `/api/requests/${requestId}/acknowledgement${query}`, as });
  const sign = (as: UserRow | undefined, requestId: number, payload: object = SIGNATURE) =>
    t.request({ method: 'POST', url: `/api/requests/${requestId}/acknowledgement/signature`, payload, as });
  const correct = (as: UserRow | undefined, requestId: number, payload: object) =>
    t.request({ method: 'POST', url: `/api/requests/${requestId}/acknowledgement/corrections`, payload, as });
  const confirmSigned = (as: UserRow | undefined, requestId: number, signature: object = SIGNATURE) =>
    t.request({
      method: 'POST',
      url: `/api/confirm-delivery/${requestId}?status=received`,
      payload: { signature },
      as,
    });
  const donorView = async (requestId: number) => {
    const response = await t.request({ method: 'GET', url: `/api/requests/${requestId}`, as: donor });
    expect(response.statusCode).toBe(200);
    return donorRequestSchema.parse(response.json().request ?? response.json());
  };

  /** The donor-facing "letter signed" entries about one request, for the given users. */
  const toldSigned = async (userIds: number[], requestId: number) =>
    (await notificationsOf(t.ctx.db, userIds, 'acknowledgement_signed')).filter(
      (row) => (row.metadata as { request_id: number }).request_id === requestId,
    );

  /** Approved and paid, ready to be confirmed received. */
  const paid = async () => {
    const approved = await approvedDelivery(t, donor, nonprofit, { quantity: 2 });
    await payInvoice(t, nonprofit, approved.invoice.id);
    return approved.requestId;
  };
  /** Confirmed received with the emailed link: no one signed in. */
  const confirmedByLink = async () => {
    const requestId = await paid();
    const token = createConfirmationToken(t.ctx.config.sessionSecret, requestId, 'received');
    expect((await deliveryClient(t).confirm(undefined, requestId, `status=received&token=${token}`)).statusCode).toBe(
      200,
    );
    return requestId;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit, admin } = await deliveryParties(t.ctx.db));
    await t.ctx.db
      .update(users)
      .set({ ein: '36-7654321', address: '5 Harbor Rd', city: 'Chicago', state: 'IL', zip: '60601' })
      .where(eq(users.id, nonprofit.id));
  });
  afterAll(() => t.close());

  it('confirming received in the dashboard signs the letter in the same step; the server stamps the time', async () => {
    const requestId = await paid();
    const before = Date.now();
    const response = await confirmSigned(nonprofit, requestId);
    expect(response.statusCode).toBe(200);
    const letter = acknowledgementSchema.parse((await read(donor, requestId)).json());
    expect(letter).toMatchObject({
      status: 'signed',
      signature: { name: 'Nora Quinn', title: 'Executive Director' },
      version: 1,
      current_version: 1,
      nonprofit: { ein: '36-7654321', address: { street: '5 Harbor Rd' } },
      items: { quantity: 2 },
      statement: ACKNOWLEDGEMENT_TEXT.noGoodsOrServices,
      can_sign: false,
      can_correct: false,
    });
    expect(Date.parse(letter.signature!.signed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await donorView(requestId)).acknowledgement_status).toBe('signed');
    // Signed at once: nobody is asked to sign, and the donor, told of the delivery, waited for nothing.
    expect(await notificationsOf(t.ctx.db, [nonprofit.id], 'acknowledgement_to_sign')).toHaveLength(0);
    expect(await toldSigned([donor.id, nonprofit.id], requestId)).toHaveLength(0);
  });

  it('a signature needs a name, a title and the authorised box; a wrong one confirms nothing', async () => {
    const requestId = await paid();
    for (const bad of [
      { ...SIGNATURE, name: '  ' },
      { ...SIGNATURE, title: '' },
      { ...SIGNATURE, authorised: false },
      { name: 'Nora Quinn' },
    ]) {
      const response = await confirmSigned(nonprofit, requestId, bad);
      expect(response.statusCode).toBe(400);
    }
    expect((await read(nonprofit, requestId)).statusCode).toBe(404);
  });

  it('the emailed link records the receipt unsigned: the donor sees "awaiting signature", the nonprofit is asked once', async () => {
    const requestId = await confirmedByLink();
    const letter = acknowledgementSchema.parse((await read(donor, requestId)).json());
    expect(letter).toMatchObject({ status: 'awaiting_signature', signature: null, version: null, can_sign: false });
    expect((await donorView(requestId)).acknowledgement_status).toBe('awaiting_signature');
    const today = new Date().toISOString().slice(0, 10);
    const report = taxReportSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: `/api/donors/${donor.id}/tax-report?start_date=2020-01-01&end_date=${today}`,
          as: donor,
        })
      ).json(),
    );
    expect(report.donations.find((row) => row.request_id === requestId)?.acknowledgement_status).toBe(
      'awaiting_signature',
    );
    expect(acknowledgementSchema.parse((await read(nonprofit, requestId)).json()).can_sign).toBe(true);

    const toSign = acknowledgementsToSignSchema.parse(
      (await t.request({ method: 'GET', url: '/api/acknowledgements/awaiting-signature', as: nonprofit })).json(),
    );
    expect(toSign.acknowledgements.map((row) => row.request_id)).toContain(requestId);
    const asked = await notificationsOf(t.ctx.db, [nonprofit.id], 'acknowledgement_to_sign');
    expect(asked.filter((row) => (row.metadata as { request_id: number }).request_id === requestId)).toHaveLength(1);
    const mails = await emailsOf(t.ctx.db, 'acknowledgement_signature_needed', nonprofit.email);
    expect(mails.filter((mail) => mail.requestId === requestId)).toHaveLength(1);

    // Signing later, in the dashboard: the donor, who waited for it, is told; nobody else is.
    const otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    expect(await toldSigned([donor.id], requestId)).toHaveLength(0);
    const signed = await sign(nonprofit, requestId);
    expect(signed.statusCode).toBe(200);
    expect(acknowledgementSchema.parse(signed.json())).toMatchObject({ status: 'signed', version: 1 });
    const told = await toldSigned([donor.id], requestId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Acknowledgement signed', conversationId: null });
    expect(told[0]!.message).toContain('signed by Nora Quinn');
    expect(await toldSigned([nonprofit.id, otherDonor.id, admin.id], requestId)).toHaveLength(0);
    // A refused second signature tells no one again.
    expect((await sign(nonprofit, requestId)).statusCode).toBe(409);
    expect(await toldSigned([donor.id], requestId)).toHaveLength(1);
    expect((await donorView(requestId)).acknowledgement_status).toBe('signed');
    const after = acknowledgementsToSignSchema.parse(
      (await t.request({ method: 'GET', url: '/api/acknowledgements/awaiting-signature', as: nonprofit })).json(),
    );
    expect(after.acknowledgements.map((row) => row.request_id)).not.toContain(requestId);
  });

  it('a signed letter cannot be changed, only superseded; the old version stays readable', async () => {
    const requestId = await paid();
    await confirmSigned(nonprofit, requestId);
    // Signing again is refused: the letter is signed.
    const again = await sign(nonprofit, requestId, { ...SIGNATURE, title: 'Treasurer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ACKNOWLEDGEMENT_TEXT.alreadySigned);
    // The database refuses a change to a signed row, whatever path tries it.
    await expect(
      t.ctx.db
        .update(acknowledgementVersions)
        .set({ signerTitle: 'Treasurer' })
        .where(eq(acknowledgementVersions.requestId, requestId)),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.execute(sql`update acknowledgement_versions set quantity = 9 where request_id = ${requestId}`),
    ).rejects.toThrow();

    const correction = {
      ...SIGNATURE,
      title: 'Director of Programs',
      description: 'Two boxes of hygiene kits',
      quantity: 2,
      reason: 'The title was wrong.',
    };
    const corrected = await correct(nonprofit, requestId, correction);
    expect(corrected.statusCode).toBe(200);
    const current = acknowledgementSchema.parse(corrected.json());
    expect(current).toMatchObject({
      version: 2,
      current_version: 2,
      supersedes_version: 1,
      correction_reason: 'The title was wrong.',
      signature: { title: 'Director of Programs' },
      items: { description: 'Two boxes of hygiene kits' },
      can_correct: true,
    });
    expect(current.versions.map((version) => version.version)).toEqual([1, 2]);
    // The donor, who may hold version 1, is told the letter changed; the nonprofit is not.
    const told = await toldSigned([donor.id, nonprofit.id], requestId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: donor.id, title: 'Acknowledgement corrected', metadata: { version: 2 } });
    // By email too, to the donor alone: the letter is a tax record it files.
    const emailed = (await emailsOf(t.ctx.db, 'acknowledgement_signed')).filter(
      (email) => email.requestId === requestId,
    );
    expect(emailed.map((email) => email.recipient)).toEqual([donor.email]);
    expect(emailed[0]!.subject).toContain('corrected its acknowledgement');
    const old = acknowledgementSchema.parse((await read(donor, requestId, '?version=1')).json());
    expect(old).toMatchObject({ version: 1, current_version: 2, signature: { title: 'Executive Director' } });
    expect((await read(donor, requestId, '?version=3')).statusCode).toBe(404);
    expect((await read(donor, requestId)).json().version).toBe(2);
  });

  it('a corrected quantity is what the tax report and the donor figures count, as the letter the donor files says', async () => {
    const donorOwn = await createUser(t.ctx.db, { role: 'donor' });
    const approved = await approvedDelivery(t, donorOwn, nonprofit, { quantity: 3, fmvCents: 2_500 });
    await payInvoice(t, nonprofit, approved.invoice.id);
    const requestId = approved.requestId;
    expect((await confirmSigned(nonprofit, requestId)).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const reportRow = async () =>
      taxReportSchema
        .parse(
          (
            await t.request({
              method: 'GET',
              url: `/api/donors/${donorOwn.id}/tax-report?start_date=2020-01-01&end_date=${today}`,
              as: donorOwn,
            })
          ).json(),
        )
        .donations.find((row) => row.request_id === requestId);
    const donatedFigures = async () =>
      (await t.request({ method: 'GET', url: `/api/dashboard/donor/${donorOwn.id}/detailed`, as: donorOwn })).json()
        .impact_data as { total_items_donated: number; total_value_donated: number };
    expect(await reportRow()).toMatchObject({ quantity: 3, total_fair_market_value: 75 });
    expect(await donatedFigures()).toMatchObject({ total_items_donated: 3, total_value_donated: 75 });

    const corrected = await correct(nonprofit, requestId, {
      ...SIGNATURE,
      description: 'Two boxes of hygiene kits (one arrived damaged and was returned)',
      quantity: 2,
      reason: 'One box was returned.',
    });
    expect(corrected.statusCode).toBe(200);
    expect(await reportRow()).toMatchObject({ quantity: 2, total_fair_market_value: 50 });
    expect(await donatedFigures()).toMatchObject({ total_items_donated: 2, total_value_donated: 50 });
  });

  it('a correction needs a signed letter; only the receiving nonprofit signs or corrects; strangers read nothing', async () => {
    const requestId = await confirmedByLink();
    const correction = { ...SIGNATURE, description: 'Kits', quantity: 1, reason: 'Quantity' };
    expect((await correct(nonprofit, requestId, correction)).statusCode).toBe(409);
    const strangerNonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    const strangerDonor = await createUser(t.ctx.db, { role: 'donor' });
    expect((await sign(strangerNonprofit, requestId)).statusCode).toBe(403);
    expect((await sign(donor, requestId)).statusCode).toBe(403);
    expect((await sign(admin, requestId)).statusCode).toBe(403);
    expect((await sign(undefined, requestId)).statusCode).toBe(401);
    expect((await read(strangerDonor, requestId)).statusCode).toBe(403);
    expect((await read(strangerNonprofit, requestId)).statusCode).toBe(403);
    expect((await sign(nonprofit, 2_000_000)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/acknowledgements/awaiting-signature', as: donor })).statusCode,
    ).toBe(403);
    // The signature given with an emailed link by someone else is refused, not recorded.
    const other = await paid();
    const token = createConfirmationToken(t.ctx.config.sessionSecret, other, 'received');
    const response = await t.request({
      method: 'POST',
      url: `/api/confirm-delivery/${other}?status=received&token=${token}`,
      payload: { signature: SIGNATURE },
      as: strangerNonprofit,
    });
    expect(response.statusCode).toBe(403);
    expect(
      await t.ctx.db.select().from(donationAcknowledgements).where(eq(donationAcknowledgements.requestId, other)),
    ).toHaveLength(0);
  });

  it('reminds after 3 and after 10 days while unsigned, each reminder once', async () => {
    const requestId = await confirmedByLink();
    const kinds = async () =>
      (await t.ctx.db.select().from(acknowledgementReminders).where(eq(acknowledgementReminders.requestId, requestId)))
        .map((row) => row.kind)
        .sort();
    const sentTo = async () =>
      (await emailsOf(t.ctx.db, 'acknowledgement_signature_needed', nonprofit.email)).filter(
        (mail) => mail.requestId === requestId,
      ).length;
    expect(await kinds()).toEqual(['confirmed']);
    const now = Date.now();
    expect(await sendDueSignatureReminders(t.ctx, new Date(now + 2 * DAY_MS))).not.toContain(requestId);
    expect(await sendDueSignatureReminders(t.ctx, new Date(now + 3 * DAY_MS + 60_000))).toContain(requestId);
    expect(await sendDueSignatureReminders(t.ctx, new Date(now + 4 * DAY_MS))).not.toContain(requestId);
    expect(await kinds()).toEqual(['confirmed', 'day_3']);
    await Promise.all([
      sendDueSignatureReminders(t.ctx, new Date(now + 11 * DAY_MS)),
      sendDueSignatureReminders(t.ctx, new Date(now + 11 * DAY_MS)),
    ]);
    expect(await kinds()).toEqual(['confirmed', 'day_10', 'day_3']);
    expect(await sentTo()).toBe(3);
    // Once signed, nothing more is sent.
    const signedLater = await confirmedByLink();
    expect((await sign(nonprofit, signedLater)).statusCode).toBe(200);
    expect(await sendDueSignatureReminders(t.ctx, new Date(now + 30 * DAY_MS))).not.toContain(signedLater);
  });
});
