import {
  adminPaymentsExportQuerySchema,
  adminPaymentsPageSchema,
  calendarDateOf,
  type AdminPayment,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { fulfilPaidCheckout } from '#src/features/payments/fulfilment';
import { checkoutSessions, invoices, type InvoiceRow, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { deliveryClient, payInvoice } from '#test/support/delivery.test-support';
import { approvedRequest, liveInvoiceOf, paymentClient } from '#test/support/invoices.test-support';
import { paymentsClient } from '#test/support/payments.test-support';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import { exportPayments } from './admin-payments-export';

const HEADER =
  'Date,Kind,Status,Invoice Number,Nonprofit,Nonprofit ID,Description,Amount,Platform Fee,Logistics,Tokens,Payment Date,Due Date,Created At';
const ODD_NAME = '=SUM(1+1), "Quokka" Shelter';

describe('admin: payments', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;
  let oddNonprofit: UserRow;
  const invoice: Record<'paid' | 'shipped' | 'pending' | 'overdue' | 'processing' | 'void', InvoiceRow> = {} as never;

  const list = (query = '', as: UserRow | undefined = admin) =>
    t.request({ method: 'GET', url: `/api/admin/payments/all?${query}`, as });
  const exportCsv = (query = '', as: UserRow | undefined = admin) =>
    t.request({ method: 'GET', url: `/api/admin/payments/export.csv?${query}`, as });
  const payments = async (query: string): Promise<AdminPayment[]> =>
    adminPaymentsPageSchema.parse((await list(query)).json()).payments;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    admin = await createUser(db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(db, 5000, { organizationName: 'Harbor Pantry' });
    oddNonprofit = await fundedNonprofit(db, 5000, { organizationName: ODD_NAME });

    // $100.00 at 5%: a $5.00 fee, paid by pickup.
    invoice.paid = (await approvedRequest(t, donor, nonprofit)).invoice;
    await payInvoice(t, nonprofit, invoice.paid.id);
    // Shipping adds the $25.00 logistics line: $30.00 paid.
    const shipped = await approvedRequest(t, donor, nonprofit, { deliveryMethod: null });
    expect((await deliveryClient(t).method(nonprofit, shipped.requestId, nonprofit.id, 'shipping')).statusCode).toBe(
      200,
    );
    invoice.shipped = await liveInvoiceOf(db, shipped.requestId);
    await payInvoice(t, nonprofit, invoice.shipped.id);
    // $10.00 pending, $15.00 overdue, $20.00 with a checkout open, $25.00 withdrawn.
    invoice.pending = (await approvedRequest(t, donor, nonprofit, { fmvCents: 20_000 })).invoice;
    invoice.overdue = (await approvedRequest(t, donor, nonprofit, { fmvCents: 30_000 })).invoice;
    await db
      .update(invoices)
      .set({ dueAt: sql`now() - interval '2 days'` })
      .where(eq(invoices.id, invoice.overdue.id));
    invoice.processing = (await approvedRequest(t, donor, nonprofit, { fmvCents: 40_000 })).invoice;
    expect((await paymentClient(t).pay(nonprofit, invoice.processing.id)).statusCode).toBe(200);
    const withdrawn = await approvedRequest(t, donor, nonprofit, { fmvCents: 50_000 });
    expect((await client(t).respond(donor, withdrawn.requestId, donor.id, 'decline')).statusCode).toBe(200);
    invoice.void = (await db.select().from(invoices).where(eq(invoices.id, withdrawn.invoice.id)))[0]!;
    // The other nonprofit's $5.00 fee, paid.
    await payInvoice(t, oddNonprofit, (await approvedRequest(t, donor, oddNonprofit)).invoice.id);
    // Tokens: the $25.00 starter bundle paid, the $59.38 small bundle still at checkout.
    const bought = await paymentsClient(t).buy(nonprofit, 'starter');
    await fulfilPaidCheckout(t.ctx, bought.session_id);
    await paymentsClient(t).buy(nonprofit, 'small');
  });
  afterAll(() => t.close());

  describe('GET /api/admin/payments/all', () => {
    it('lists invoices and token purchases, newest first, with the totals exact to the cent', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const body = adminPaymentsPageSchema.parse(response.json());
      expect(body).toMatchObject({ total: 9, page: 1, total_pages: 1 });
      const dates = body.payments.map((payment) => payment.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.totals).toEqual({
        fees_collected: 1500,
        logistics_collected: 2500,
        token_sales: 2500,
        total_collected: 6500,
        outstanding: 4500,
        overdue: 1500,
      });
      const shipped = body.payments.find((payment) => payment.invoice_id === invoice.shipped.id)!;
      expect(shipped).toMatchObject({
        kind: 'invoice',
        status: 'paid',
        amount: 3000,
        fee_amount: 500,
        logistics_amount: 2500,
        tokens: null,
        invoice_number: invoice.shipped.invoiceNumber,
        nonprofit_id: nonprofit.id,
        nonprofit_name: 'Harbor Pantry',
        due_on: calendarDateOf(invoice.shipped.dueAt),
      });
      expect(shipped.payment_date).toBe(shipped.date);
      const tokens = body.payments.filter((payment) => payment.kind === 'token_purchase');
      expect(tokens.map((payment) => [payment.status, payment.amount, payment.tokens, payment.fee_amount])).toEqual([
        ['processing', 5938, 250, null],
        ['paid', 2500, 100, null],
      ]);
    });

    it("says each invoice's status by the invoices' own rule", async () => {
      const statusOf = async (status: string) =>
        (await payments(`status=${status}`)).map((payment) => payment.invoice_id ?? payment.kind);
      expect(await statusOf('pending')).toEqual([invoice.pending.id]);
      expect(await statusOf('overdue')).toEqual([invoice.overdue.id]);
      expect(await statusOf('processing')).toEqual(['token_purchase', invoice.processing.id]);
      expect(await statusOf('void')).toEqual([invoice.void.id]);
      expect((await statusOf('paid')).sort()).toEqual(
        [invoice.paid.id, invoice.shipped.id, 'token_purchase', expect.any(Number)].sort(),
      );
    });

    it('filters by kind, nonprofit, dates and search, sorts by amount, and totals what it selects', async () => {
      const amounts = (rows: AdminPayment[]) => rows.map((payment) => payment.amount);
      expect(amounts(await payments('sort_by=amount&sort_dir=asc'))).toEqual([
        500, 500, 1000, 1500, 2000, 2500, 2500, 3000, 5938,
      ]);
      expect(amounts(await payments('sort_by=amount'))[0]).toBe(5938);
      expect(amounts(await payments('kind=token_purchase&sort_by=amount'))).toEqual([5938, 2500]);
      const odd = adminPaymentsPageSchema.parse((await list(`user_id=${oddNonprofit.id}`)).json());
      expect(odd.payments.map((payment) => payment.nonprofit_name)).toEqual([ODD_NAME]);
      expect(odd.totals).toEqual({
        fees_collected: 500,
        logistics_collected: 0,
        token_sales: 0,
        total_collected: 500,
        outstanding: 0,
        overdue: 0,
      });
      expect(await payments(`search=${encodeURIComponent(invoice.pending.invoiceNumber)}`)).toHaveLength(1);
      expect(await payments('search=quokka')).toHaveLength(1);
      const today = calendarDateOf(new Date());
      expect(await payments(`from=${today}&to=${today}&tz=UTC`)).toHaveLength(9);
      expect(await payments('to=2020-12-31')).toHaveLength(0);
      const paged = adminPaymentsPageSchema.parse((await list('limit=4&page=3')).json());
      expect(paged).toMatchObject({ total: 9, total_pages: 3, page: 3 });
      expect(paged.payments).toHaveLength(1);
    });

    it('pages through every payment in the same order, read from either end', async () => {
      for (const order of [
        'sort_by=date',
        'sort_by=date&sort_dir=asc',
        'sort_by=amount',
        'sort_by=amount&sort_dir=asc',
      ]) {
        const whole = (await payments(`${order}&limit=100`)).map((payment) => payment.key);
        const paged: string[] = [];
        for (let page = 1; page <= 5; page++)
          paged.push(...(await payments(`${order}&limit=2&page=${page}`)).map((payment) => payment.key));
        expect(paged, order).toEqual(whole);
      }
    });

    it("lists what stuck checkouts were paying for, as the Overview's link says", async () => {
      const db = t.ctx.db;
      // The open invoice checkout and the small bundle's checkout, each silent two hours past expiry.
      const open = await db
        .select({ id: checkoutSessions.id, expiresAt: checkoutSessions.expiresAt })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.status, 'open'));
      expect(open).toHaveLength(2);
      const stuckKeys = async () =>
        adminPaymentsPageSchema
          .parse((await list('stuck=true')).json())
          .payments.map((payment) => `${payment.kind}:${payment.invoice_id ?? payment.amount}`)
          .sort();
      expect(await stuckKeys()).toEqual([]);
      try {
        await db
          .update(checkoutSessions)
          .set({ expiresAt: sql`now() - interval '2 hours'` })
          .where(eq(checkoutSessions.status, 'open'));
        expect(await stuckKeys()).toEqual([`invoice:${invoice.processing.id}`, 'token_purchase:5938']);
        const overview = (await t.request({ method: 'GET', url: '/api/admin/overview', as: admin })).json();
        const entry = overview.attention.find((each: { kind: string }) => each.kind === 'checkouts_stuck');
        expect(entry).toMatchObject({ count: 2, link: '?tab=payments&stuck=true' });
      } finally {
        for (const session of open)
          await db
            .update(checkoutSessions)
            .set({ expiresAt: session.expiresAt })
            .where(eq(checkoutSessions.id, session.id));
      }
      expect((await list('stuck=maybe')).statusCode).toBe(400);
    });

    it('answers 400 to unknown words, bad dates and a reversed range', async () => {
      for (const query of [
        'status=refunded',
        'kind=gift',
        'sort_by=name',
        'from=2026-02-30',
        'from=2026-03-02&to=2026-03-01',
        'tz=Mars/Base',
      ]) {
        const response = await list(query);
        expect(response.statusCode, query).toBe(400);
        expect((await exportCsv(query)).statusCode, query).toBe(400);
      }
    });
  });

  describe('GET /api/admin/payments/export.csv', () => {
    it('downloads the filtered payments as CSV: two decimals, ISO dates, formula-safe cells', async () => {
      const response = await exportCsv('status=paid&sort_by=amount&sort_dir=asc');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="payments-${calendarDateOf(new Date())}.csv"`,
      );
      expect(response.headers['x-export-rows']).toBe('4');
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(HEADER);
      expect(lines).toHaveLength(6);
      expect(lines[5]).toBe('');
      const amountsOf = (line: string) => line.match(/,(\d+\.\d\d),(\d+\.\d\d)?,(\d+\.\d\d)?,/)?.slice(1);
      expect(lines.slice(1, 5).map(amountsOf)).toEqual([
        expect.anything(),
        expect.anything(),
        ['25.00', undefined, undefined],
        ['30.00', '5.00', '25.00'],
      ]);
      const odd = lines.find((line) => line.includes('Quokka'))!;
      expect(odd).toContain(`,"'=SUM(1+1), ""Quokka"" Shelter",${oddNonprofit.id},`);
      expect(odd).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,Invoice,Paid,INV-/);
      expect(odd).toContain(',5.00,5.00,0.00,,');
    });

    it('reads page after page and says where a capped export stopped', async () => {
      const query = adminPaymentsExportQuerySchema.parse({});
      const collect = async (options: { limit?: number; pageRows: number }) => {
        const csv = await exportPayments(t.ctx.db, query, options);
        let text = '';
        for await (const chunk of csv.lines) text += chunk;
        return { ...csv, lines: text.split('\r\n').slice(0, -1) };
      };
      const whole = await collect({ pageRows: 2 });
      expect(whole).toMatchObject({ matched: 9, exported: 9 });
      expect(whole.lines).toHaveLength(10);
      expect(new Set(whole.lines).size).toBe(10);
      // Every order: the export holds the list's rows in the list's order, merged across kinds.
      for (const order of [
        'sort_by=date',
        'sort_by=date&sort_dir=asc',
        'sort_by=amount',
        'sort_by=amount&sort_dir=asc',
      ]) {
        const listed = (await payments(`${order}&limit=100`)).map(
          (payment) => `${payment.date},${payment.kind},${payment.invoice_number ?? ''}`,
        );
        const exportQuery = adminPaymentsExportQuerySchema.parse(Object.fromEntries(new URLSearchParams(order)));
        const csv = await exportPayments(t.ctx.db, exportQuery, { pageRows: 2 });
        let text = '';
        for await (const chunk of csv.lines) text += chunk;
        const exported = text
          .split('\r\n')
          .slice(1, -1)
          .map((row) => {
            const [date, kind, , invoiceNumber] = row.split(',');
            return `${date},${kind === 'Invoice' ? 'invoice' : 'token_purchase'},${invoiceNumber}`;
          });
        expect(exported, order).toEqual(listed);
      }
      const capped = await collect({ limit: 3, pageRows: 2 });
      expect(capped).toMatchObject({ matched: 9, exported: 3 });
      expect(capped.lines.slice(0, 4)).toEqual(whole.lines.slice(0, 4));
      expect(capped.lines[4]).toBe(
        '"Export stopped at 3 of 9 payments: narrow the filters (dates, status, nonprofit) to export the rest."',
      );
    });
  });

  it('is for admins only, on both routes', async () => {
    for (const url of ['/api/admin/payments/all', '/api/admin/payments/export.csv']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      const asDonor = await t.request({ method: 'GET', url, as: donor });
      expect(asDonor.statusCode).toBe(403);
      expect(asDonor.json()).toEqual({ detail: 'Access denied. Admin privileges required.' });
      expect((await t.request({ method: 'GET', url, as: nonprofit })).statusCode).toBe(403);
      expect(
        (await t.request({ method: 'GET', url: `${url}?admin_id=${admin.id + 1000}`, as: admin })).statusCode,
      ).toBe(403);
      expect((await t.request({ method: 'GET', url: `${url}?admin_id=${admin.id}`, as: admin })).statusCode).toBe(200);
    }
  });
});
