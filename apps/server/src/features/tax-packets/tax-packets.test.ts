import {
  adminTaxPacketsResultSchema,
  TAX_PACKET_MESSAGES,
  taxPacketListSchema,
  taxPacketRequestedSchema,
  taxPacketSchema,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, taxPackets, users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { deliveryParties, emailsOf } from '#test/support/delivery.test-support';
import { completedDonation } from '#test/support/tax-report.test-support';
import { packetRunner } from './tax-packets.worker';

const RANGE = { start_date: '2025-01-01', end_date: '2025-12-31', tz: 'America/Chicago' };

describe('year-end tax packets', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;
  const ask = (as: UserRow, donorId: number, body: object = RANGE) =>
    t.request({ method: 'POST', url: `/api/donors/${donorId}/tax-packets`, as, payload: body });
  const read = (as: UserRow | undefined, url: string) => t.request({ method: 'GET', url, as });
  const build = () => packetRunner(t.ctx).drain();

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit, admin } = await deliveryParties(t.ctx.db));
    await t.ctx.db.update(users).set({ ein: '36-7654321' }).where(eq(users.id, nonprofit.id));
  });
  afterAll(() => t.close());

  it('lists exactly the gifts confirmed received in the range, in a PDF and a CSV only its donor and admins open', async () => {
    // Chicago's 2025: from 06:00 UTC on Jan 1 to 06:00 UTC on Jan 1, 2026.
    const before = await completedDonation(t, donor, nonprofit, new Date('2025-01-01T05:59:00Z'));
    const first = await completedDonation(t, donor, nonprofit, new Date('2025-01-01T06:00:00Z'), { fmvCents: 12_345 });
    const last = await completedDonation(t, donor, nonprofit, new Date('2026-01-01T05:59:00Z'), { quantity: 2 });
    const after = await completedDonation(t, donor, nonprofit, new Date('2026-01-01T06:00:00Z'));

    const asked = await ask(donor, donor.id);
    expect(asked.statusCode).toBe(202);
    const { packet } = taxPacketRequestedSchema.parse(asked.json());
    expect(packet).toMatchObject({ status: 'queued', pdf_url: null, csv_url: null, failure_reason: null });
    // A second ask while it waits answers the same packet.
    const again = await ask(donor, donor.id, { ...RANGE, start_date: '2025-06-01' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ already_building: true, packet: { id: packet.id } });

    await build();
    const ready = taxPacketSchema.parse((await read(donor, `/api/tax-packets/${packet.id}`)).json());
    expect(ready).toMatchObject({ status: 'ready', gift_count: 2, progress: { done: 4, total: 4 } });
    const listed = taxPacketListSchema.parse((await read(donor, `/api/donors/${donor.id}/tax-packets`)).json());
    expect(listed.packets.map((row) => row.id)).toEqual([packet.id]);

    const pdf = await read(donor, ready.pdf_url!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Tax-Packet-2025-01-01-to-2025-12-31.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const csv = await read(donor, ready.csv_url!);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => Number(row.split(',').at(-1)))).toEqual([first, last]);
    expect(rows[0]).toContain('2025-01-01');
    expect(rows[0]).toContain('123.45');
    expect(rows[1]).toContain('2025-12-31');
    expect(csv.body).not.toContain(`,${before}\r\n`);
    expect(csv.body).not.toContain(`,${after}\r\n`);

    // Another donor learns nothing; the admin may open it; nobody signed out.
    const stranger = await createUser(t.ctx.db, { role: 'donor' });
    for (const url of [`/api/tax-packets/${packet.id}`, ready.pdf_url!, ready.csv_url!])
      expect((await read(stranger, url)).statusCode).toBe(404);
    expect((await read(nonprofit, ready.pdf_url!)).statusCode).toBe(404);
    expect((await read(undefined, ready.pdf_url!)).statusCode).toBe(401);
    expect((await read(stranger, `/api/donors/${donor.id}/tax-packets`)).statusCode).toBe(403);
    expect((await ask(stranger, donor.id)).statusCode).toBe(403);
    expect((await read(admin, ready.pdf_url!)).statusCode).toBe(200);
  });

  it('refuses a range over 366 days or in the future', async () => {
    const long = await ask(donor, donor.id, { ...RANGE, start_date: '2024-01-01' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(TAX_PACKET_MESSAGES.rangeTooLong);
    expect(
      (await ask(donor, donor.id, { ...RANGE, start_date: '2099-01-01', end_date: '2099-01-02' })).statusCode,
    ).toBe(400);
  });

  it('records a failure with its reason, and a new ask builds again', async () => {
    const put = t.ctx.storage.put;
    t.ctx.storage.put = () => Promise.reject(new Error('ENOSPC: no space left on device'));
    try {
      const asked = taxPacketRequestedSchema.parse((await ask(donor, donor.id)).json());
      await build();
      const failed = taxPacketSchema.parse((await read(donor, `/api/tax-packets/${asked.packet.id}`)).json());
      expect(failed).toMatchObject({
        status: 'failed',
        failure_reason: TAX_PACKET_MESSAGES.storeFailed,
        pdf_url: null,
      });
      expect((await read(donor, `/api/tax-packets/${asked.packet.id}/pdf`)).statusCode).toBe(409);
    } finally {
      t.ctx.storage.put = put;
    }
    const retried = await ask(donor, donor.id);
    expect(retried.statusCode).toBe(202);
    await build();
    expect((await read(donor, `/api/tax-packets/${retried.json().packet.id}`)).json().status).toBe('ready');
  });

  it("lets an admin queue every donor's packet for a year: one per donor with gifts, one audit entry, an email each", async () => {
    const other = await createUser(t.ctx.db, { role: 'donor', name: 'Otto Other' });
    await completedDonation(t, other, nonprofit, new Date('2025-07-04T12:00:00Z'));
    const idle = await createUser(t.ctx.db, { role: 'donor', name: 'Ida Idle' });
    // Otto already has one waiting to be built: it is left as it is. Written straight to the table, so no
    // builder wakes for it: a packet asked for through the API can be built before the admin's call.
    const [busy] = await t.ctx.db
      .insert(taxPackets)
      .values({
        donorId: other.id,
        requestedBy: other.id,
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        timeZone: 'UTC',
      })
      .returning();

    const denied = await t.request({
      method: 'POST',
      url: '/api/admin/tax-packets',
      as: donor,
      payload: { year: 2025 },
    });
    expect(denied.statusCode).toBe(403);
    const produced = await t.request({
      method: 'POST',
      url: '/api/admin/tax-packets',
      as: admin,
      payload: { year: 2025 },
    });
    expect(produced.statusCode).toBe(200);
    expect(adminTaxPacketsResultSchema.parse(produced.json())).toEqual({
      year: 2025,
      donors: 2,
      queued: 1,
      already_building: 1,
    });
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'tax_packets.produce_year'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminId: admin.id, targetId: '2025' });

    const queued = await t.ctx.db
      .select()
      .from(taxPackets)
      .where(and(eq(taxPackets.requestedBy, admin.id)));
    expect(queued.map((row) => row.donorId)).toEqual([donor.id]);
    expect(queued[0]).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', timeZone: 'UTC' });
    expect(await t.ctx.db.select().from(taxPackets).where(eq(taxPackets.donorId, idle.id))).toHaveLength(0);

    await build();
    const mails = await emailsOf(t.ctx.db, 'tax_packet_ready');
    // Only the admin's packet is emailed; the donor's own ask is answered on screen.
    expect(mails.map((mail) => mail.recipient)).toEqual([donor.email]);
    expect(mails[0]!.body).toContain('/donor-dashboard?tab=impact');
    expect(mails[0]!.body).not.toMatch(/token=|packet=\d/);
    expect((await read(other, `/api/tax-packets/${busy!.id}`)).json().status).toBe('ready');
  });
});
