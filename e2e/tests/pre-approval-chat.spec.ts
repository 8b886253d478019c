import { MESSAGE_SENT, SANDBOX_CARDS } from '@app/shared';
import type { Page } from '@playwright/test';
import { baseUrl, expect, expectAccessible, test } from '../support/fixtures';
import { approvedNonprofit, buyStarterTokensOverApi, signedIn } from '../support/payments';

const ITEM = 'Hygiene Kits';
const headers = () => ({ origin: baseUrl() });
const chatOf = (page: Page) => page.getByRole('complementary', { name: 'Chat' });

test("a nonprofit answers a donor's message about a pending request, from its bell into their chat", async ({
  browser,
}) => {
  test.slow();
  // A nonprofit of its own: the demo nonprofit's requests and balance stay as other journeys expect.
  const nonprofit = await approvedNonprofit(browser, 'pre-chat');
  const { page: np, organization } = nonprofit;
  await buyStarterTokensOverApi(np.request, nonprofit.id, SANDBOX_CARDS.paid);
  const items = await np.request.get('/api/items', { params: { search: ITEM } });
  const item = ((await items.json()) as { items: { id: number; title: string }[] }).items.find(
    (entry) => entry.title === ITEM,
  )!;
  const created = await np.request.post('/api/requests', {
    headers: headers(),
    params: { nonprofit_id: nonprofit.id },
    data: { item_id: item.id, quantity_requested: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { request: { id: number } }).request.id;

  try {
    // The donor asks before deciding, from the request's details.
    const donor = await signedIn(browser, 'donor');
    await donor.goto(`/donor-dashboard?tab=requests&request=${requestId}`);
    const details = donor.getByRole('dialog', { name: 'Request details' });
    await details.getByRole('button', { name: `Message ${organization} about ${ITEM}` }).click();
    const compose = donor.getByRole('dialog', { name: `Message ${organization}` });
    await compose.getByRole('textbox', { name: 'Message' }).fill('Do you need the kits before your event?');
    await compose.getByRole('button', { name: 'Send message' }).click();
    await expect(donor.getByText(MESSAGE_SENT)).toBeVisible();
    await expect(compose).toBeHidden();

    // The nonprofit's bell leads into the conversation, where it answers.
    await np.goto('/nonprofit-dashboard');
    const bell = np.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const panel = np.getByRole('dialog').filter({ has: np.getByRole('heading', { name: 'Notifications' }) });
    await panel.getByRole('button').filter({ hasText: 'New message from Acme Corporate Giving' }).click();
    const npChat = chatOf(np);
    await expect(npChat.getByRole('heading', { name: ITEM })).toBeVisible();
    await expect(npChat.getByText('Do you need the kits before your event?')).toBeVisible();
    const box = npChat.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeFocused();
    await box.fill('Yes please, by Friday if you can.');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expectAccessible(np);

    // The answer reaches the donor's chat about the same request.
    await donor.goto(`/donor-dashboard?tab=requests&request=${requestId}`);
    await details.getByRole('button', { name: 'Chat with the nonprofit' }).click();
    await expect(chatOf(donor).getByText('Yes please, by Friday if you can.')).toBeVisible();
  } finally {
    // Withdrawn, so the demo donor's pending requests are as other journeys expect.
    const cancelled = await np.request.post(`/api/requests/${requestId}/cancel`, {
      headers: headers(),
      params: { nonprofit_id: nonprofit.id },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
});
