import { SANDBOX_CARDS } from '@app/shared';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signUpVerified } from './accounts';
import { baseUrl } from './fixtures';
import { approvedNonprofit, signedIn, type FreshNonprofit } from './payments';

const headers = () => ({ origin: baseUrl() });

export const GIFT_SIGNER = { name: 'Robin Signer', title: 'Executive Director' } as const;

export interface ReceivedGift {
  nonprofit: FreshNonprofit;
  /** The donor's own browser page, signed in, its tour done. */
  donor: Page;
  donorId: number;
  requestId: number;
  title: string;
}

export interface GiftOptions {
  /** The listing's fair market value in dollars (one unit). */
  value: number;
  category: string;
}

async function ok(
  response: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>,
  status = 200,
) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** docs/product.md, Tokens: ceil(5% of the value / $0.25), given by an admin so any value can be requested. */
async function grantTokens(browser: Browser, nonprofitId: number, value: number) {
  const admin = await signedIn(browser, 'admin');
  await ok(
    admin.request.post('/api/admin/tokens/adjust', {
      headers: headers(),
      data: { nonprofit_id: nonprofitId, adjustment_amount: Math.ceil((value * 0.05) / 0.25), admin_note: 'E2E gift' },
    }),
  );
  return admin;
}

async function payByCard(request: APIRequestContext, requestId: number) {
  const started = await ok(
    request.post('/api/payments/checkout/session', {
      headers: headers(),
      data: { request_ids: [requestId], origin_url: baseUrl() },
    }),
  );
  const sessionId = (started.payment_details as { session_id: string }).session_id;
  await ok(
    request.post(`/api/sandbox-checkout/${sessionId}/pay`, {
      headers: headers(),
      data: { cardholder_name: 'Robin Organizer', card_number: SANDBOX_CARDS.paid, expiry: '12/34', cvc: '123' },
    }),
  );
  await expect
    .poll(
      async () =>
        ((await ok(request.get(`/api/payments/checkout/status/${sessionId}`))) as { payment_status: string })
          .payment_status,
    )
    .toBe('paid');
}

/**
 * Setup only: a gift taken over the API to "received", its acknowledgement signed on receipt, as the
 * two dashboards would: a nonprofit and a donor of their own (so no other journey's gifts share their
 * bell, their Part V list or their tax report), one listing worth `value`, requested for the
 * nonprofit's programs, approved, paid with pickup, marked sent and confirmed received.
 */
export async function receivedGift(browser: Browser, label: string, options: GiftOptions): Promise<ReceivedGift> {
  const nonprofit = await approvedNonprofit(browser, label);
  const np = nonprofit.page.request;
  const admin = await grantTokens(browser, nonprofit.id, options.value);
  const account = await signUpVerified(admin.request, 'donor', label);
  await admin.context().close();
  const donor = await signedIn(browser, account);
  await ok(donor.request.put(`/api/users/${account.id}/tour`, { headers: headers(), data: { completed: true } }));

  const title = `E2E ${options.category} ${Math.random().toString(36).slice(2, 8)}`;
  const item = await ok(
    donor.request.post('/api/items', {
      headers: headers(),
      data: {
        title,
        category: options.category,
        description: `${title}, one lot.`,
        fair_market_value: options.value,
        quantity: 1,
        shipping_options: ['nonprofit_pickup'],
        images: [],
      },
    }),
    201,
  );
  const created = await ok(
    np.post('/api/requests', {
      headers: headers(),
      params: { nonprofit_id: nonprofit.id },
      data: { item_id: item.id, quantity_requested: 1, intended_use: 'programs' },
    }),
    201,
  );
  const requestId = (created.request as { id: number }).id;
  await ok(
    donor.request.post(`/api/requests/${requestId}/respond`, {
      headers: headers(),
      params: { donor_id: account.id, action: 'approve' },
      data: {},
    }),
  );
  await ok(
    np.post(`/api/requests/${requestId}/delivery-method`, { headers: headers(), data: { delivery_method: 'pickup' } }),
  );
  await payByCard(np, requestId);
  await ok(donor.request.post(`/api/requests/${requestId}/mark-sent`, { headers: headers(), data: {} }));
  await ok(
    np.post(`/api/confirm-delivery/${requestId}`, {
      headers: headers(),
      params: { status: 'received' },
      data: { signature: { ...GIFT_SIGNER, authorised: true } },
    }),
  );
  return { nonprofit, donor, donorId: account.id, requestId, title };
}
