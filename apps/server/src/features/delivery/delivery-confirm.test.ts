import { confirmDeliveryResponseSchema, DELIVERY_CONFIRMATION_LINK_DAYS, DELIVERY_MESSAGES } from '@app/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { signValue } from '#src/platform/auth/tokens';
import { createConfirmationToken } from './delivery-token';
import { DELIVERY_REFUSALS } from './delivery.messages';
import { client, fundedNonprofit, item, itemRow } from '#test/support/requests.test-support';
import {
  approvedDelivery,
  conversationOf,
  deliveryClient,
  deliveryParties,
  emailsOf,
  notificationsOf,
  payInvoice,
  queryOf,
  requestRow,
  systemLines,
} from '#test/support/delivery.test-support';

describe('POST /api/confirm-delivery/{id}', () => {
  let t: TestApp;
  let api: ReturnType<typeof deliveryClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = deliveryClient(t);
    ({ donor, nonprofit, admin } = await deliveryParties(t.ctx.db));
  });
  afterAll(() => t.close());

  /** Approved, paid and marked sent; returns the query strings of the two emailed links. */
  const shipped = async (spare = 0) => {
    const approved = await approvedDelivery(t, donor, nonprofit, { spare });
    expect((await api.method(nonprofit, approved.requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, approved.invoice.id);
    expect((await api.markSent(donor, approved.requestId, donor.id)).statusCode).toBe(200);
    const mails = await emailsOf(t.ctx.db, 'delivery_confirmation', nonprofit.email);
    const links = mails.at(-1)!.links.filter((link) => link.includes(`/confirm-delivery/${approved.requestId}?`));
    const [received, notReceived] = links.map(queryOf);
    return { ...approved, received: received!, notReceived: notReceived! };
  };

  const state = async (requestId: number, itemId: number) => ({
    request: await requestRow(t.ctx.db, requestId),
    conversation: await conversationOf(t.ctx.db, requestId),
    item: await itemRow(t.ctx.db, itemId),
    notifications: (await t.ctx.db.select({ n: count() }).from(notifications))[0]!.n,
  });

  it('received with the emailed link completes the request, the chat and the item, and tells the donor', async () => {
    const { requestId, itemId, received } = await shipped();
    const response = await api.confirm(undefined, requestId, received);
    expect(response.statusCode).toBe(200);
    expect(confirmDeliveryResponseSchema.parse(response.json())).toMatchObject({
      message: DELIVERY_MESSAGES.confirmedReceived,
      status: 'received',
      request_id: requestId,
    });
    const row = await requestRow(t.ctx.db, requestId);
    expect(row).toMatchObject({ status: 'completed', deliveryStatus: 'received' });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.deliveryConfirmedAt).toBeInstanceOf(Date);
    expect((await conversationOf(t.ctx.db, requestId))!.status).toBe('completed');
    expect((await itemRow(t.ctx.db, itemId)).status).toBe('completed');
    expect((await systemLines(t.ctx.db, requestId)).at(-1)).toContain('confirmed that the item was received');

    const completed = await notificationsOf(t.ctx.db, [donor.id], 'delivery_completed');
    expect(completed.filter((notice) => notice.metadata.request_id === requestId)).toHaveLength(1);
    const mails = await emailsOf(t.ctx.db, 'delivery_completed', donor.email);

    // The same link again: the same answer, nobody told twice.
    const before = await state(requestId, itemId);
    const again = await api.confirm(undefined, requestId, received);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.confirmedReceived);
    expect(await state(requestId, itemId)).toEqual(before);
    expect(await emailsOf(t.ctx.db, 'delivery_completed', donor.email)).toHaveLength(mails.length);
  });

  it('two confirmations at once complete the request once', async () => {
    const { requestId, received } = await shipped();
    const answers = await Promise.all([1, 2, 3].map(() => api.confirm(undefined, requestId, received)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const completed = await notificationsOf(t.ctx.db, [donor.id], 'delivery_completed');
    expect(completed.filter((notice) => notice.metadata.request_id === requestId)).toHaveLength(1);
  });

  it('leaves the item open while some of it is still available', async () => {
    const { requestId, itemId, received } = await shipped(2);
    expect((await api.confirm(undefined, requestId, received)).statusCode).toBe(200);
    expect((await itemRow(t.ctx.db, itemId)).status).toBe('available');
  });

  it('refuses a forged token, the token of another request and the token of the other answer', async () => {
    const first = await shipped();
    const second = await shipped();
    const before = await state(first.requestId, first.itemId);
    const token = (query: string) => new URLSearchParams(query).get('token')!;
    const attempts = [
      `status=received&token=${'A'.repeat(43)}`,
      `status=received&token=${token(second.received)}`,
      `status=received&token=${token(first.notReceived)}`,
      `status=not_received&token=${token(first.received)}`,
      `status=received&token=short`,
    ];
    for (const query of attempts) {
      const refused = await api.confirm(undefined, first.requestId, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(DELIVERY_MESSAGES.confirmInvalidStatus);
      // Even the owner's session does not rescue a doctored link.
      expect((await api.confirm(nonprofit, first.requestId, query)).statusCode).toBe(400);
    }
    expect(await state(first.requestId, first.itemId)).toEqual(before);
  });

  it('answers the fixed sentences for a bad status and an unknown request', async () => {
    const { requestId, received } = await shipped();
    const token = new URLSearchParams(received).get('token')!;
    for (const query of [`status=delivered&token=${token}`, `token=${token}`, 'status=']) {
      const refused = await api.confirm(undefined, requestId, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(DELIVERY_MESSAGES.confirmInvalidStatus);
    }
    for (const id of [9_999_999, 'abc', '99999999999999']) {
      const missing = await api.confirm(undefined, id, received);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe(DELIVERY_MESSAGES.confirmNotFound);
    }
    expect((await requestRow(t.ctx.db, requestId)).deliveryStatus).toBe('shipped');
  });

  it('not received tells the donor and every admin, once; the donor may send again and it can still arrive', async () => {
    const { requestId, itemId, notReceived } = await shipped();
    const response = await api.confirm(undefined, requestId, notReceived);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: DELIVERY_MESSAGES.confirmedNotReceived, status: 'not_received' });
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({ status: 'approved', deliveryStatus: 'not_received' });
    const issues = (await notificationsOf(t.ctx.db, [donor.id, admin.id], 'delivery_issue')).filter(
      (notice) => notice.metadata.request_id === requestId,
    );
    expect(issues.map((notice) => notice.userId).sort()).toEqual([donor.id, admin.id].sort());
    expect(issues.find((notice) => notice.userId === admin.id)!.conversationId).toBeNull();
    expect((await emailsOf(t.ctx.db, 'delivery_issue', donor.email)).length).toBeGreaterThan(0);

    const before = await state(requestId, itemId);
    expect((await api.confirm(undefined, requestId, notReceived)).statusCode).toBe(200);
    expect(await state(requestId, itemId)).toEqual(before);

    expect((await api.markSent(donor, requestId, donor.id, { tracking_number: 'SECOND' })).statusCode).toBe(200);
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({
      deliveryStatus: 'shipped',
      trackingNumber: 'SECOND',
    });
    const links = (await emailsOf(t.ctx.db, 'delivery_confirmation', nonprofit.email)).at(-1)!.links;
    const received = queryOf(links.find((link) => link.includes('status=received'))!);
    expect((await api.confirm(undefined, requestId, received)).statusCode).toBe(200);
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({ status: 'completed', deliveryStatus: 'received' });

    const late = await api.confirm(undefined, requestId, notReceived);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('This delivery was already confirmed as received.');
  });

  it('without a token only the owning nonprofit may confirm; a pickup needs no "sent" step', async () => {
    const other = await fundedNonprofit(t.ctx.db, 0);
    const { requestId, itemId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, invoice.id);
    const before = await state(requestId, itemId);
    expect((await api.confirm(undefined, requestId, 'status=received')).statusCode).toBe(401);
    expect((await api.confirm(other, requestId, 'status=received')).statusCode).toBe(403);
    expect((await api.confirm(donor, requestId, 'status=received')).statusCode).toBe(403);
    expect((await api.confirm(admin, requestId, 'status=received&token=')).statusCode).toBe(403);
    expect(await state(requestId, itemId)).toEqual(before);

    const confirmed = await api.confirm(nonprofit, requestId, 'status=received');
    expect(confirmed.statusCode).toBe(200);
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({ status: 'completed', deliveryStatus: 'received' });
  });

  it('link expiry finding: a link issued over 30 days ago is refused with 410 and the way to confirm signed in', async () => {
    const { requestId, itemId } = await shipped();
    const secret = t.ctx.config.sessionSecret;
    const issued = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    const before = await state(requestId, itemId);
    for (const token of [
      createConfirmationToken(secret, requestId, 'received', issued(DELIVERY_CONFIRMATION_LINK_DAYS + 1)),
      // A link emailed before links carried their issue time.
      signValue(secret, `delivery-confirmation:${requestId}:received`),
    ]) {
      const expired = await api.confirm(undefined, requestId, `status=received&token=${token}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ detail: DELIVERY_MESSAGES.confirmLinkExpired });
    }
    expect(await state(requestId, itemId)).toEqual(before);

    const young = createConfirmationToken(secret, requestId, 'received', issued(DELIVERY_CONFIRMATION_LINK_DAYS - 1));
    const signedIn = await api.confirm(nonprofit, requestId, 'status=received');
    expect(signedIn.statusCode).toBe(200);
    expect((await api.confirm(undefined, requestId, `status=received&token=${young}`)).statusCode).toBe(200);
  });

  it('pickup finding: confirming an unpaid request is refused, so it cannot complete without the fee', async () => {
    const { requestId, itemId } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    const before = await state(requestId, itemId);
    for (const status of ['received', 'not_received']) {
      const refused = await api.confirm(nonprofit, requestId, `status=${status}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: DELIVERY_REFUSALS.confirmNotPaid });
    }
    expect(await state(requestId, itemId)).toEqual(before);
    expect((await requestRow(t.ctx.db, requestId)).status).toBe('approved');
  });

  it('refuses a request that is not approved', async () => {
    const listed = await item(t.ctx.db, donor, { quantity: 2 });
    const created = await client(t).create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    const requestId = created.json().request.id as number;
    const refused = await api.confirm(nonprofit, requestId, 'status=received');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Delivery can be arranged only for approved requests.');
    expect((await requestRow(t.ctx.db, requestId)).status).toBe('pending');
  });
});
