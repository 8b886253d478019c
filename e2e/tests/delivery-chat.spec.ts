import { DELIVERY_CONFIRMATION_LINK_DAYS, DELIVERY_MESSAGES, PAYMENT_MESSAGES, SANDBOX_CARDS } from '@app/shared';
import type { Page } from '@playwright/test';
import { confirmationPathIssued } from '../support/delivery-links';
import { baseUrl, expect, expectAccessible, latestEmail, test } from '../support/fixtures';
import {
  approvedNonprofit,
  approvedRequest,
  buyStarterTokensOverApi,
  payOnSandbox,
  signedIn,
} from '../support/payments';

// Hygiene Kits: offered for shipping and pickup, so the dialog has a real choice.
const ITEM = 'Hygiene Kits';
/** The live promise: a message shows on the other side without a reload, well inside the 10 s poll. */
const LIVE_MS = 2_000;

const chatOf = (page: Page) => page.getByRole('complementary', { name: 'Chat' });
/** The floating button (the banner's buttons are named 'Open chat about ...'). */
const launcherOf = (page: Page) => page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ });

async function send(page: Page, text: string) {
  const box = chatOf(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('donor and nonprofit chat live, arrange pickup, pay, send and confirm the delivery', async ({ browser }) => {
  // Two people, a hosted checkout and several emails: more than the default minute on a slow machine.
  test.slow();
  const nonprofit = await approvedNonprofit(browser, 'delivery');
  const { page: np, organization } = nonprofit;
  await buyStarterTokensOverApi(np.request, nonprofit.id, SANDBOX_CARDS.paid);
  const requestId = await approvedRequest(browser, nonprofit, ITEM, 1);
  const me = (await (await np.request.get('/api/auth/me')).json()) as { user: { email: string } };

  // The nonprofit's banner names the donor and leads into the conversation.
  await np.goto('/nonprofit-dashboard');
  const banner = np.getByRole('alert').filter({ hasText: 'to coordinate' });
  await expect(banner.getByText(`${ITEM}`)).toBeVisible();
  await expect(banner.getByText('from Acme Corporate Giving')).toBeVisible();
  await banner.getByRole('button', { name: `Open chat about ${ITEM}` }).click();
  const npChat = chatOf(np);
  await expect(npChat.getByRole('heading', { name: ITEM })).toBeVisible();
  await expect(npChat.getByRole('textbox', { name: 'Message' })).toBeFocused();

  // The donor opens the same conversation from the floating button.
  const donor = await signedIn(browser, 'donor');
  await donor.goto('/donor-dashboard');
  await launcherOf(donor).click();
  const donorChat = chatOf(donor);
  await donorChat.getByRole('button').filter({ hasText: ITEM }).filter({ hasText: organization }).click();
  await expect(donorChat.getByRole('heading', { name: ITEM })).toBeVisible();
  await expectAccessible(donor);

  // Blank messages cannot be sent; a typed one reaches the other side live, both ways.
  const box = npChat.getByRole('textbox', { name: 'Message' });
  await box.fill('   ');
  await expect(npChat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await send(np, 'Hello from the nonprofit! Could we pick it up on Tuesday?');
  await expect(donorChat.getByText('Hello from the nonprofit! Could we pick it up on Tuesday?')).toBeVisible({
    timeout: LIVE_MS,
  });
  await send(donor, 'Tuesday works.\nOur dock opens at 9.');
  await expect(npChat.getByText(/Tuesday works\.\s+Our dock opens at 9\./)).toBeVisible({ timeout: LIVE_MS });
  await expect(npChat.getByText('Donor', { exact: true })).toBeVisible();
  await expect(donorChat.getByText('You', { exact: true }).first()).toBeVisible();

  // Escape closes the panel and gives focus back to the floating button.
  await np.keyboard.press('Escape');
  await expect(launcherOf(np)).toBeFocused();

  // The nonprofit chooses pickup; the donor's open conversation shows it at once.
  await np.goto(`/nonprofit-dashboard?tab=requests&request=${requestId}`);
  const details = np.getByRole('dialog', { name: 'Request details' });
  await details.getByRole('button', { name: `Choose delivery method for ${ITEM}` }).click();
  const dialog = np.getByRole('dialog', { name: 'Choose delivery method' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: 'Pickup' }).check();
  await expectAccessible(np);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(np.getByText(`Delivery method saved: Pickup for ${ITEM}.`)).toBeVisible();
  const card = np.getByRole('listitem').filter({ has: np.getByRole('heading', { name: ITEM }) });
  await expect(card.getByText('Pickup', { exact: true })).toBeVisible();
  await expect(donorChat.getByText('Delivery method set to Pickup')).toBeVisible({ timeout: LIVE_MS });

  // Before payment Mark as sent is not offered (the server would refuse it): the donor reads whom it waits for.
  await donor.goto(`/donor-dashboard?tab=requests&request=${requestId}`);
  const donorDetails = donor.getByRole('dialog', { name: 'Request details' });
  await expect(donorDetails.getByText('Waiting for the nonprofit to pay $0.50')).toBeVisible();
  await expect(donorDetails.getByRole('button', { name: /^Mark as sent/ })).toHaveCount(0);
  await donorDetails.getByRole('button', { name: 'Close' }).click();
  const markSent = donor.getByRole('dialog', { name: 'Mark as sent' });

  // The nonprofit pays the invoice on the sandbox checkout.
  await np.goto('/nonprofit-dashboard?tab=payments');
  const row = np.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: ITEM });
  // Pickup adds no logistics line: the 5% fee on $10.00 is the whole amount, and the checkout asks for exactly that.
  await expect(row.getByText('$0.50', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Pay invoice .* now$/ }).click();
  await expect(np.getByRole('button', { name: 'Pay $0.50 USD' })).toBeVisible();
  await payOnSandbox(np, SANDBOX_CARDS.paid);
  await expect(np.getByText(PAYMENT_MESSAGES.paid)).toBeVisible();

  // Now the donor marks it sent with a tracking number.
  await donor.goto(`/donor-dashboard?tab=requests&request=${requestId}`);
  await donor.getByRole('dialog', { name: 'Request details' }).getByRole('button', { name: 'Mark as sent' }).click();
  await markSent.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  await markSent.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(donor.getByText(/Item marked as sent/)).toBeVisible();
  await expect(markSent).toBeHidden();
  await donor.goto('/donor-dashboard');

  // The nonprofit follows the emailed link and sees the success page.
  const email = await latestEmail(me.user.email, 'delivery_confirmation');
  const link = email.links.find((entry) => entry.includes('status=received'));
  expect(link, 'received link in the email').toBeTruthy();
  await np.goto(link!);
  await expect(np.getByRole('heading', { level: 1, name: 'Delivery confirmed' })).toBeVisible();
  await expect(np.getByText(DELIVERY_MESSAGES.confirmedReceived)).toBeVisible();
  await expect(np.getByRole('link', { name: 'Go to Nonprofit Dashboard' })).toBeVisible();
  await expectAccessible(np);

  // The donor's bell lights up without a reload and lists the completed delivery.
  const bell = donor.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: LIVE_MS * 2 });
  await bell.click();
  const panel = donor.getByRole('dialog').filter({ has: donor.getByRole('heading', { name: 'Notifications' }) });
  const completed = panel
    .getByRole('button')
    .filter({ hasText: 'Delivery completed' })
    .filter({ hasText: organization });
  // The bell may already count older unread notifications: the completed one arrives live, in the open panel.
  await expect(completed).toBeVisible({ timeout: LIVE_MS * 5 });
  await expect(completed.getByText('Just now')).toBeVisible();
  await expectAccessible(donor);
  // Opening it marks it read and shows its conversation in the chat.
  await completed.click();
  await expect(donorChat.getByRole('heading', { name: ITEM })).toBeVisible();
  await expect(donorChat.getByText(/confirmed that the item was received/)).toBeVisible();
});

test('with the live stream down, an open conversation still updates by polling every 10 s', async ({ browser }) => {
  const np = await signedIn(browser, 'nonprofit');
  await np.route('**/api/stream', (route) => route.abort());
  const { user } = (await (await np.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const list = await np.request.get('/api/chat/conversations', { params: { user_id: user.id } });
  const { conversations } = (await list.json()) as { conversations: { id: number; item_title: string }[] };
  const conversation = conversations[0]!;

  await np.goto('/nonprofit-dashboard');
  await launcherOf(np).click();
  await chatOf(np).locator(`[data-conversation-id="${conversation.id}"]`).click();
  await expect(chatOf(np).getByRole('heading', { name: conversation.item_title })).toBeVisible();

  const donor = await signedIn(browser, 'donor');
  const { user: donorUser } = (await (await donor.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const text = `Polling check ${Date.now()}`;
  const sent = await donor.request.post(`/api/chat/conversations/${conversation.id}/messages`, {
    params: { user_id: donorUser.id },
    headers: { origin: baseUrl() },
    data: { message: text },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  // The 10-second fallback poll, plus the time the request takes.
  await expect(chatOf(np).getByText(text)).toBeVisible({ timeout: 12_000 });
});

test('the confirmation page refuses a link with a bad status or an unknown request', async ({ page, pageAudit }) => {
  // An unknown request answers 404, which Chromium logs by itself.
  pageAudit.allowConsoleError(/status of 404/);
  await page.goto('/confirm-delivery/1?status=delivered');
  await expect(page.getByText(DELIVERY_MESSAGES.confirmInvalidStatus)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: /support@/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/confirm-delivery/999999?status=received&token=not-a-token');
  await expect(page.getByText(DELIVERY_MESSAGES.confirmNotFound)).toBeVisible();
});

test('link expiry: a confirmation link older than 30 days shows the expired page and the way to confirm signed in', async ({
  browser,
  page,
  pageAudit,
}) => {
  // The expired link answers 410, which Chromium logs by itself.
  pageAudit.allowConsoleError(/status of 410/);
  const np = await signedIn(browser, 'nonprofit');
  const me = (await (await np.request.get('/api/auth/me')).json()) as {
    user: { id: number; name: string; organization_name: string | null };
  };
  const dashboard = await np.request.get(`/api/dashboard/nonprofit/${me.user.id}/detailed`);
  expect(dashboard.status(), await dashboard.text()).toBe(200);
  const { requests } = (await dashboard.json()) as { requests: { id: number }[] };
  const requestId = requests[0]!.id;
  const expired = confirmationPathIssued(requestId, 'received', DELIVERY_CONFIRMATION_LINK_DAYS + 1);

  // Signed out: the page says the link expired and offers to sign in and confirm without it.
  await page.goto(expired);
  await expect(page.getByRole('heading', { level: 1, name: 'This confirmation link has expired' })).toBeVisible();
  await expect(page.getByText(DELIVERY_MESSAGES.confirmLinkExpired)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to confirm' })).toBeVisible();
  await expectAccessible(page);

  // The nonprofit already signed in is offered the same answer without the expired token.
  await np.goto(expired);
  const confirmSignedIn = np.getByRole('link', { name: `Confirm as ${me.user.organization_name ?? me.user.name}` });
  await expect(confirmSignedIn).toHaveAttribute('href', `/confirm-delivery/${requestId}?status=received`);
});
