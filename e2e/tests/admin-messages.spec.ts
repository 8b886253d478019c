import { signUpVerified } from '../support/accounts';
import { expect, expectAccessible, loginAs, test } from '../support/fixtures';

test('the admin sends a broadcast to donors, and a signed-in donor sees it in the bell', async ({ page, browser }) => {
  const title = `Holiday pickups ${Math.random().toString(36).slice(2, 7)}`;
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=notifications');

  const form = page.getByRole('form', { name: 'New broadcast' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Pickups pause on Friday; they resume on Monday.');
  await form.getByRole('radio', { name: 'Donors' }).check({ force: true });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send broadcast' }).click();
  await expect(page.getByText('Notification created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Live')).toBeVisible();
  await expect(row.getByText('Donors', { exact: true })).toBeVisible();

  // A donor who signs up after the broadcast still gets it.
  const donorContext = await browser.newContext();
  const donorPage = await donorContext.newPage();
  const donor = await signUpVerified(donorPage.request, 'donor', 'broadcast');
  await donorPage.goto('/');
  await loginAs(donorPage, donor);
  await donorPage.goto('/donor-dashboard');
  const bell = donorPage.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const panel = donorPage
    .getByRole('dialog')
    .filter({ has: donorPage.getByRole('heading', { name: 'Notifications' }) });
  const entry = panel.getByRole('button', { name: new RegExp(`^Unread: ${title}`) });
  await expect(entry).toBeVisible();
  await expect(panel.getByText('Pickups pause on Friday; they resume on Monday.')).toBeVisible();
  // Opening it marks it read; Dismiss takes it out of this donor's bell.
  await entry.click();
  await expect(panel.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expectAccessible(donorPage);
  await panel.getByRole('button', { name: `Dismiss ${title}` }).click();
  await expect(panel.getByText(title)).toBeHidden();
  await donorContext.close();

  // The admin sees the read, and ends the broadcast so it leaves every bell.
  await page.reload();
  const ended = page.getByRole('row').filter({ hasText: title });
  await expect(ended.getByText(/^1 of /)).toBeVisible();
  await ended.getByRole('button', { name: `End ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'End broadcast?' });
  await confirm.getByRole('button', { name: 'End broadcast' }).click();
  await expect(page.getByText('Broadcast ended')).toBeVisible();
  await expect(ended.getByText('Expired')).toBeVisible();
});
