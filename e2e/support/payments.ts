import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerNonprofit } from './accounts';
import { baseUrl, latestEmail, loginAs, type DemoAccount } from './fixtures';

const headers = () => ({ origin: baseUrl() });

/** A fresh browser context signed in as `account`, on the home page. */
export async function signedIn(browser: Browser, account: DemoAccount | { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/about');
  await loginAs(page, account);
  return page;
}

async function userId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/auth/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

export interface FreshNonprofit {
  page: Page;
  id: number;
  organization: string;
}

/**
 * A nonprofit of its own, signed up, verified and approved over the API, so its balance and invoices
 * are not shared with other journeys running at the same time (they use the demo nonprofit).
 */
export async function approvedNonprofit(browser: Browser, label: string): Promise<FreshNonprofit> {
  const admin = await signedIn(browser, 'admin');
  const registered = await registerNonprofit(admin.request, label);
  const verification = await latestEmail(registered.email, 'verify_email');
  const token = new URL(verification.links.find((link) => link.includes('token='))!).searchParams.get('token');
  const verified = await admin.request.post('/api/auth/verify-email', { headers: headers(), data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);

  const list = await admin.request.get('/api/admin/users/all', { params: { search: registered.email } });
  const { users } = (await list.json()) as { users: { id: number; email: string }[] };
  const id = users.find((user) => user.email === registered.email)!.id;
  const approved = await admin.request.put(`/api/admin/users/${id}/update`, {
    headers: headers(),
    // These journeys skip the letter upload; the admin says yes to approving without one.
    data: { approval_status: 'approved', approve_without_letter: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.context().close();

  const page = await signedIn(browser, { email: registered.email, password: registered.password });
  // These journeys are about payments: the first-visit tour (tour.spec.ts) would sit over the dashboard.
  const tour = await page.request.put(`/api/users/${id}/tour`, { headers: headers(), data: { completed: true } });
  expect(tour.status(), await tour.text()).toBe(200);
  return { page, id, organization: registered.organization };
}

/** Fills the sandbox checkout's card form (served by our server, standing in for Stripe's page) and pays. */
export async function payOnSandbox(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByLabel('Cardholder name').fill('Robin Organizer');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

export async function balanceOf(request: APIRequestContext): Promise<number> {
  const id = await userId(request);
  const response = await request.get(`/api/nonprofit/${id}/token-balance`);
  return ((await response.json()) as { balance: number }).balance;
}

/** Setup only: buys the starter bundle over the API and pays it on the sandbox, so the nonprofit can request. */
export async function buyStarterTokensOverApi(request: APIRequestContext, nonprofitId: number, card: string) {
  const started = await request.post('/api/stripe-token-purchase', {
    headers: headers(),
    data: { bundle_key: 'starter', nonprofit_id: nonprofitId, origin_url: baseUrl() },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { session_id: sessionId } = (await started.json()) as { session_id: string };
  const paid = await request.post(`/api/sandbox-checkout/${sessionId}/pay`, {
    headers: headers(),
    data: { cardholder_name: 'Robin Organizer', card_number: card, expiry: '12/34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => {
      const status = await request.get(`/api/stripe-payment-status/${sessionId}`);
      return ((await status.json()) as { payment_status: string }).payment_status;
    })
    .toBe('paid');
}

/** Setup only: the nonprofit requests `quantity` of a demo item over the API and the demo donor approves it. */
export async function approvedRequest(
  browser: Browser,
  nonprofit: FreshNonprofit,
  title: string,
  quantity: number,
): Promise<number> {
  const items = await nonprofit.page.request.get('/api/items', { params: { search: title } });
  const { items: found } = (await items.json()) as { items: { id: number; title: string }[] };
  const item = found.find((entry) => entry.title === title);
  expect(item, `${title} in the marketplace`).toBeTruthy();
  const created = await nonprofit.page.request.post('/api/requests', {
    headers: headers(),
    params: { nonprofit_id: nonprofit.id },
    data: { item_id: item!.id, quantity_requested: quantity, message: `For ${nonprofit.organization}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { request } = (await created.json()) as { request: { id: number } };

  const donor = await signedIn(browser, 'donor');
  const donorId = await userId(donor.request);
  const approved = await donor.request.post(`/api/requests/${request.id}/respond`, {
    headers: headers(),
    params: { donor_id: donorId, action: 'approve' },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await donor.context().close();
  return request.id;
}
