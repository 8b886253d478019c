import { SANDBOX_CARDS } from '@app/shared';
import type { Page } from '@playwright/test';
import { baseUrl, expect, expectAccessible, loginAs, test } from '../support/fixtures';
import { approvedNonprofit, buyStarterTokensOverApi, signedIn, type FreshNonprofit } from '../support/payments';

const headers = () => ({ origin: baseUrl() });
const DEFAULT_POST_EVENT_FEE = 8;

/** The nonprofit requests two Hygiene Kits ($10.00 each) for an event already past; the demo donor approves. */
async function approvedAfterEvent(page: Page, nonprofit: FreshNonprofit, eventId: number): Promise<number> {
  const items = await nonprofit.page.request.get('/api/items', { params: { search: 'Hygiene Kits' } });
  const { items: found } = (await items.json()) as { items: { id: number; title: string }[] };
  const item = found.find((entry) => entry.title === 'Hygiene Kits')!;
  const created = await nonprofit.page.request.post('/api/requests', {
    headers: headers(),
    params: { nonprofit_id: nonprofit.id },
    data: { item_id: item.id, quantity_requested: 2, event_id: eventId, message: 'For the gala' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { request } = (await created.json()) as { request: { id: number } };
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const approved = await page.request.post(`/api/requests/${request.id}/respond`, {
    headers: headers(),
    params: { donor_id: me.user.id, action: 'approve' },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return request.id;
}

test('the admin changes the post-event fee and the next invoice charges it', async ({ page, browser }) => {
  test.slow();
  const nonprofit = await approvedNonprofit(browser, 'settings-fee');
  await buyStarterTokensOverApi(nonprofit.page.request, nonprofit.id, SANDBOX_CARDS.paid);
  const event = await nonprofit.page.request.post(`/api/nonprofit/${nonprofit.id}/events`, {
    headers: headers(),
    data: { name: 'Spring Gala', event_type: 'fundraising_gala', event_date: '2024-04-20T18:00:00.000Z' },
  });
  expect(event.status(), await event.text()).toBe(201);
  const created = (await event.json()) as { id: number };
  const donor = await signedIn(browser, 'donor');

  await page.goto('/');
  await loginAs(page, 'admin');
  try {
    await page.goto('/admin-dashboard?tab=settings');
    const fee = page.getByLabel('Post-event fee (%)');
    await expect(fee).toHaveValue(`${DEFAULT_POST_EVENT_FEE}%`);
    await expectAccessible(page);

    // Out of range: said at the field, nothing saved.
    await fee.fill('120');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Post-event fee percentage must be between 0 and 100')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(fee).toHaveValue(`${DEFAULT_POST_EVENT_FEE}%`);

    await fee.fill('12.5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings updated successfully')).toBeVisible();
    await expect(page.getByText(/^Changed from 8% to 12\.5% by .+ on \w{3} \d{1,2}, \d{4}$/)).toBeVisible();

    // The next invoice: 12.5% of $20.00.
    await approvedAfterEvent(donor, nonprofit, created.id);
    await nonprofit.page.goto('/nonprofit-dashboard?tab=payments');
    const invoices = nonprofit.page.getByRole('table', { name: 'Invoices' });
    const row = invoices.getByRole('row').filter({ hasText: 'Hygiene Kits' });
    await expect(row.getByText('Platform fee (12.5%) $2.50')).toBeVisible();
  } finally {
    // The fee is the whole site's: put it back for the other journeys.
    const restored = await page.request.put('/api/admin/settings/update', {
      headers: headers(),
      data: { post_event_fee_percentage: DEFAULT_POST_EVENT_FEE },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
