import { taxReportSchema, TAX_LEGAL_DISCLAIMER, TAX_REPORT_CSV_COLUMNS, TAX_REPORT_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '#src/factories/events';
import { createUser } from '#src/factories/users';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { approvedDelivery, deliveryParties } from '#test/support/delivery.test-support';
import { client, item } from '#test/support/requests.test-support';
import { completedDonation } from '#test/support/tax-report.test-support';

/** RFC 4180 rows: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      value += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(value);
      value = '';
    } else if (!quoted && char === '\n') {
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else if (quoted || char !== '\r') {
      value += char;
    }
  }
  return rows;
}

describe('GET /api/donors/{id}/tax-report', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;
  let inRange: number[];
  const report = (as: UserRow | undefined, query: string, id = donor.id) =>
    t.request({ method: 'GET', url: `/api/donors/${id}/tax-report?${query}`, as });
  const range = 'start_date=2026-03-01&end_date=2026-03-31&tz=America/Chicago';

  beforeAll(async () => {
    t = await createTestApp();
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
    await t.ctx.db
      .update(users)
      .set({ ein: '36-1234567', address: '12 Lake St, Suite 4', city: 'Evanston', state: 'IL', zip: '60201' })
      .where(eq(users.id, nonprofit.id));
    const gala = await createEvent(t.ctx.db, {
      nonprofitId: nonprofit.id,
      name: 'Spring Gala',
      eventType: 'fundraising_gala',
    });
    // In range in Chicago: the first day at 00:30 local (05:30Z) and the last day at 23:30 local (next day 04:30Z).
    const first = await completedDonation(t, donor, nonprofit, new Date('2026-03-01T06:30:00Z'), {
      fmvCents: 300_000,
      quantity: 1,
    });
    const last = await completedDonation(t, donor, nonprofit, new Date('2026-04-01T04:30:00Z'), {
      fmvCents: 125_050,
      quantity: 2,
      eventId: gala.id,
    });
    inRange = [first, last];
    // Out of range: the evening before the start and the morning after the end, Chicago time.
    await completedDonation(t, donor, nonprofit, new Date('2026-03-01T05:30:00Z'));
    await completedDonation(t, donor, nonprofit, new Date('2026-04-01T05:30:00Z'));
    // Approved (in delivery) and pending donations never count.
    await approvedDelivery(t, donor, nonprofit, { fmvCents: 900_000 });
    const pending = await item(t.ctx.db, donor, { fmvCents: 800_000 });
    await client(t).create(nonprofit, nonprofit.id, { item_id: pending.id, quantity_requested: 1 });
  });
  afterAll(() => t.close());

  it('totals only the donations confirmed received within the dates, in the donor time zone', async () => {
    const response = await report(donor, range);
    expect(response.statusCode).toBe(200);
    const body = taxReportSchema.parse(response.json());
    expect(body.donations.map((donation) => donation.request_id)).toEqual(inRange);
    expect(body.donations.map((donation) => donation.completion_date)).toEqual(['2026-03-01', '2026-03-31']);
    expect(body.summary).toEqual({
      total_donations: 2,
      total_items_donated: 3,
      total_tax_deductible_value: 5501,
      nonprofits_supported: 1,
      acknowledgements_recorded: 2,
      enhanced_deduction_total: 0,
    });
    expect(body.report_info.report_period).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      time_zone: 'America/Chicago',
    });
    expect(body.report_info.donor_info).toMatchObject({
      company_name: 'Acme Giving',
      email: donor.email,
      entity_type: 'c_corporation',
    });
    expect(body.donations[1]).toMatchObject({
      quantity: 2,
      unit_fair_market_value: 1250.5,
      total_fair_market_value: 2501,
      nonprofit_name: 'Harbor Pantry',
      nonprofit_ein: '36-1234567',
      nonprofit_address: { street: '12 Lake St, Suite 4', city: 'Evanston', state: 'IL', zip: '60201' },
      event_name: 'Spring Gala',
      acknowledgement_recorded: true,
    });
    expect(body.legal_disclaimer).toEqual(TAX_LEGAL_DISCLAIMER);
  });

  it('notes cost basis for a gala and Section B for a group of similar items over $5,000', async () => {
    const body = taxReportSchema.parse((await report(donor, range)).json());
    const codes = body.tax_notes.map((note) => note.code);
    // A C corporation: no Section A, the only group (Electronics, $5,501) is over $5,000.
    expect(codes).toEqual(['cost_basis', 'form_8283_section_b', 'enhanced_deduction']);
    expect(body.tax_notes[0]!.request_ids).toEqual([inRange[1]]);
    expect(body.tax_notes[1]!.text).toContain('$5,501.00');
    expect(body.tax_notes[1]!.text).toContain('Form 8283 Section B applies');
    expect(body.donations[1]!.notes).toEqual(['cost_basis', 'form_8283_section_b']);
    expect(body.donations.map((donation) => donation.section_b)).toEqual([true, true]);
  });

  it('answers CSV whose value column parses and sums to the JSON total', async () => {
    const response = await report(donor, `${range}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('Tax-Report-2026-03-01-to-2026-03-31.csv');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...TAX_REPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const column = header!.indexOf('Total Fair Market Value');
    const totalCents = rows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
    const json = taxReportSchema.parse((await report(donor, range)).json());
    expect(totalCents / 100).toBe(json.summary.total_tax_deductible_value);
    expect(rows[1]![header!.indexOf('Street')]).toBe('12 Lake St, Suite 4');
    expect(rows[1]![header!.indexOf('Nonprofit EIN')]).toBe('36-1234567');
  });

  it('refuses bad ranges with 400', async () => {
    const backwards = await report(donor, 'start_date=2026-03-31&end_date=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json().detail)).toContain(TAX_REPORT_MESSAGES.endBeforeStart);
    expect((await report(donor, 'start_date=2026-03-01')).statusCode).toBe(400);
    expect((await report(donor, 'start_date=2026-02-30&end_date=2026-03-01')).statusCode).toBe(400);
    expect((await report(donor, `${range}&format=xml`)).statusCode).toBe(400);
    expect((await report(donor, 'start_date=2026-03-01&end_date=2026-03-31&tz=Mars/Olympus')).statusCode).toBe(400);
    expect((await report(donor, 'start_date=2026-03-01&end_date=2999-01-01')).statusCode).toBe(400);
  });

  it("refuses another donor's report with 403; an admin may read any", async () => {
    const other = await createUser(t.ctx.db, { role: 'donor' });
    expect((await report(other, range)).statusCode).toBe(403);
    expect((await report(nonprofit, range)).statusCode).toBe(403);
    expect((await report(undefined, range)).statusCode).toBe(401);
    const admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    const read = await report(admin, range);
    expect(read.statusCode).toBe(200);
    expect(read.json().summary.total_donations).toBe(2);
  });

  it('is listed in the OpenAPI description', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths).toHaveProperty('/api/donors/{donor_id}/tax-report');
    expect(paths).toHaveProperty('/api/requests/{id}/acknowledgement');
  });
});
