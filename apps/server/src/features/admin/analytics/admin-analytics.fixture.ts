import type { RequestStatus } from '@app/shared';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { Database } from '#src/platform/database/client';
import {
  checkoutSessions,
  emailRecords,
  invoices,
  requests,
  type ItemRow,
  type UserRow,
} from '#src/platform/database/schema';

/**
 * A small platform with known counts for the analytics tests, spread over the last 100 days: the
 * figures each period should show are worked out by hand in admin-analytics.test.ts.
 */
const DAY_MS = 86_400_000;
export const now = Date.now();
/** `days` days before the fixture was built: always inside a period of more than `days` days. */
export const ago = (days: number) => new Date(now - days * DAY_MS);

export interface AnalyticsFixture {
  admin: UserRow;
  donor: UserRow;
  nonprofit: UserRow;
  pendingNonprofit: UserRow;
}

export async function buildAnalyticsFixture(db: Database): Promise<AnalyticsFixture> {
  // Accounts: 1 admin, 2 donors, 3 nonprofits; 4 approved, 1 pending, 1 rejected.
  const admin = await createUser(db, { role: 'admin', approvalStatus: 'approved' });
  const donor = await createUser(db, { role: 'donor', state: 'IL', createdAt: ago(100) });
  const nonprofit = await createUser(db, {
    role: 'nonprofit',
    approvalStatus: 'approved',
    state: 'WI',
    createdAt: ago(2),
  });
  const pendingNonprofit = await createUser(db, { role: 'nonprofit', state: 'wi ', createdAt: ago(10) });
  await createUser(db, { role: 'nonprofit', approvalStatus: 'rejected', createdAt: ago(40) });
  await createUser(db, { role: 'donor', createdAt: ago(60), lastActiveAt: ago(20) });

  const listed = (input: Partial<ItemRow> & { daysAgo: number }) =>
    createItem(db, { donorId: donor.id, ...input, createdAt: ago(input.daysAgo) });
  const phone = await listed({ daysAgo: 1, category: 'Electronics', fmvCents: 10_000, quantity: 5 });
  await listed({ daysAgo: 3, category: 'Electronics', fmvCents: 2_000, quantity: 2 });
  await listed({ daysAgo: 20, category: 'Furniture', fmvCents: 25_000, quantity: 1, status: 'requested', state: 'wi' });
  await listed({ daysAgo: 50, category: 'Books', fmvCents: 500, quantity: 10, status: 'disabled', state: 'CA' });
  await listed({ daysAgo: 0, category: 'Furniture', fmvCents: 99, quantity: 3, status: 'pending_review' });
  await listed({ daysAgo: 8, category: 'Books', fmvCents: 300, quantity: 1, status: 'rejected' });
  await listed({
    daysAgo: 5,
    category: 'Clothing',
    fmvCents: 1_000,
    quantity: 0,
    initialQuantity: 4,
    status: 'approved',
  });

  const request = async (
    status: RequestStatus,
    daysAgo: number,
    extra: Partial<typeof requests.$inferInsert> = {},
  ): Promise<number> => {
    const [row] = await db
      .insert(requests)
      .values({
        itemId: phone.id,
        nonprofitId: nonprofit.id,
        donorId: donor.id,
        quantityRequested: 1,
        unitFmvCents: 10_000,
        tokensCharged: 20,
        expiresAt: new Date(now + 7 * DAY_MS),
        status,
        createdAt: ago(daysAgo),
        ...extra,
      })
      .returning({ id: requests.id });
    return row!.id;
  };
  await request('pending', 1);
  const r2 = await request('approved', 2, { approvedAt: ago(1) });
  const r3 = await request('approved', 3, { approvedAt: ago(2), deliveryStatus: 'shipped' });
  await request('completed', 4, { approvedAt: ago(3), deliveryStatus: 'received' });
  await request('declined', 2, { declineReason: 'donor' });
  await request('declined', 6, { declineReason: 'expired' });
  await request('cancelled', 1);
  const r8 = await request('approved', 5, { approvedAt: ago(4), deliveryStatus: 'not_received' });
  const r9 = await request('approved', 20, { approvedAt: ago(15) });
  await request('declined', 25, { declineReason: 'donor' });
  const r11 = await request('completed', 60, { approvedAt: ago(59), deliveryStatus: 'received' });

  let invoiceNumber = 0;
  const invoice = (
    requestId: number,
    status: 'pending' | 'paid' | 'void',
    feeCents: number,
    logisticsCents: number,
    paidDaysAgo?: number,
  ) => {
    invoiceNumber += 1;
    return db.insert(invoices).values({
      invoiceNumber: `INV-ANALYTICS-${invoiceNumber}`,
      nonprofitId: nonprofit.id,
      requestId,
      description: 'Platform fee',
      itemValueCents: 10_000,
      feePercentage: '5.00',
      platformFeeCents: feeCents,
      logisticsCents,
      amountCents: feeCents + logisticsCents,
      status,
      dueAt: new Date(now + 7 * DAY_MS),
      paidAt: paidDaysAgo === undefined ? null : ago(paidDaysAgo),
    });
  };
  await invoice(r2, 'paid', 500, 2_500, 1);
  await invoice(r3, 'paid', 1_250, 0, 20);
  await invoice(r8, 'pending', 700, 0);
  await invoice(r9, 'pending', 2_000, 2_500);
  await invoice(r11, 'void', 999, 0);

  const checkout = (id: string, amountCents: number, fulfilledDaysAgo?: number) =>
    db.insert(checkoutSessions).values({
      id,
      provider: 'sandbox',
      purpose: 'token_purchase',
      nonprofitId: nonprofit.id,
      description: 'Tokens',
      amountCents,
      tokens: 100,
      url: 'http://localhost/checkout',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/cancel',
      expiresAt: new Date(now + DAY_MS),
      status: fulfilledDaysAgo === undefined ? 'open' : 'complete',
      paymentStatus: fulfilledDaysAgo === undefined ? 'unpaid' : 'paid',
      fulfilledAt: fulfilledDaysAgo === undefined ? null : ago(fulfilledDaysAgo),
    });
  await checkout('cs_sandbox_analytics_paid', 2_500, 3);
  await checkout('cs_sandbox_analytics_open', 5_000);

  const email = (templateKey: string, status: 'sent' | 'recorded' | 'failed' | 'queued', daysAgo: number) =>
    db.insert(emailRecords).values({
      templateKey,
      recipient: 'someone@example.org',
      subject: 'Subject',
      body: 'Body',
      status,
      createdAt: ago(daysAgo),
      sentAt: status === 'sent' || status === 'recorded' ? ago(daysAgo) : null,
    });
  await email('delivery_started', 'sent', 0);
  await email('request_received', 'recorded', 0);
  await email('delivery_issue', 'failed', 2);
  await email('delivery_confirmation', 'sent', 3);
  await email('verify_email', 'queued', 0);
  await email('verify_email', 'sent', 20);

  return { admin, donor, nonprofit, pendingNonprofit };
}
