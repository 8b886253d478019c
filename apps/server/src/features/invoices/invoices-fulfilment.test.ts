import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { checkoutSessions, notifications, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import { payInvoicesInTx } from '../donations';
import {
  approvedRequest,
  liveInvoiceOf,
  invoicesOfRequest,
  paymentClient,
  sessionRow,
} from '#test/support/invoices.test-support';

// Paying is the lifecycle's `paid` transition over the invoices the session claims (payInvoicesInTx).
describe('invoices paid by a fulfilled checkout', () => {
  let t: TestApp;
  let pay: ReturnType<typeof paymentClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    pay = paymentClient(t);
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000);
  });
  afterAll(() => t.close());

  const openSession = async (requestIds: number[]) => {
    const response = await pay.checkout(nonprofit, { request_ids: requestIds });
    expect(response.statusCode).toBe(200);
    return sessionRow(t.ctx.db, response.json().payment_details.session_id);
  };
  const markPaid = async (session: Awaited<ReturnType<typeof openSession>>) => {
    const { paidInvoiceIds, skipped } = await t.ctx.db.transaction((tx) => payInvoicesInTx(tx, session));
    return { paidInvoiceIds, skipped };
  };
  const reviewNotes = () =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'payment_needs_review')));

  it('pays the session invoices once: paid_at, paid_session_id, no open checkout; a repeat changes nothing', async () => {
    const a = await approvedRequest(t, donor, nonprofit);
    const b = await approvedRequest(t, donor, nonprofit);
    const session = await openSession([a.requestId, b.requestId]);
    expect(await markPaid(session)).toEqual({ paidInvoiceIds: [a.invoice.id, b.invoice.id], skipped: [] });
    const paid = await liveInvoiceOf(t.ctx.db, a.requestId);
    expect(paid).toMatchObject({ status: 'paid', paidSessionId: session.id, openSessionId: null });
    expect(paid.paidAt).not.toBeNull();

    expect(await markPaid(session)).toEqual({ paidInvoiceIds: [], skipped: [] });
    expect(await liveInvoiceOf(t.ctx.db, a.requestId)).toEqual(paid);
    expect(await reviewNotes()).toHaveLength(0);
  });

  it('never pays an invoice twice: a second paid session is recorded for the admins, not thrown', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit);
    const first = await openSession([requestId]);
    const second = await openSession([requestId]);
    await markPaid(second);
    const result = await markPaid(first);
    expect(result).toEqual({
      paidInvoiceIds: [],
      skipped: [{ invoiceId: invoice.id, reason: 'paid_by_other_session', paidSessionId: second.id }],
    });
    expect(await liveInvoiceOf(t.ctx.db, requestId)).toMatchObject({ status: 'paid', paidSessionId: second.id });
    const [note] = await reviewNotes();
    expect(note!.message).toContain(invoice.invoiceNumber);
    expect(note!.metadata).toMatchObject({ session_id: first.id, nonprofit_id: nonprofit.id });
  });

  it('leaves a voided invoice void and records the payment for review', async () => {
    const { requestId, invoice } = await approvedRequest(t, donor, nonprofit);
    const session = await openSession([requestId]);
    // The checkout lapsed, the donor withdrew, and the provider charged the lapsed session anyway.
    await t.ctx.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, session.id));
    expect((await client(t).respond(donor, requestId, donor.id, 'decline')).statusCode).toBe(200);
    const result = await markPaid(session);
    expect(result.skipped).toEqual([{ invoiceId: invoice.id, reason: 'void', paidSessionId: null }]);
    expect((await invoicesOfRequest(t.ctx.db, requestId)).map((row) => row.status)).toEqual(['void']);
  });
});
