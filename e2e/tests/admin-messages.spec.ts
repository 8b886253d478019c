import { signUpVerified } from '../support/accounts';
import { baseUrl, expect, expectAccessible, loginAs, test } from '../support/fixtures';

test('the admin sends a broadcast to donors, and a signed-in donor sees it in the bell', async ({ page, browser }) => {
  const title = `Holiday pickups ${Math.random().toString(36).slice(2, 7)}`;
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=notifications');

  const form = page.getByRole('form', { name: 'New broadcast' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Pickups pause on Friday; they resume on Monday.');
  await form.getByText('Donors', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Donors' })).toBeChecked();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send broadcast' }).click();
  await expect(page.getByText('Notification created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  // The first cell repeats status and audience for phones (hidden here): read the visible ones.
  await expect(row.getByText('Live').filter({ visible: true })).toBeVisible();
  await expect(row.getByText('Donors', { exact: true }).filter({ visible: true })).toBeVisible();

  // A donor who signs up after the broadcast still gets it.
  const donorContext = await browser.newContext();
  const donorPage = await donorContext.newPage();
  const donor = await signUpVerified(donorPage.request, 'donor', 'broadcast');
  await donorPage.goto('/');
  await loginAs(donorPage, donor);
  // This journey is about the bell: the first-visit tour (tour.spec.ts) would sit over the dashboard.
  const tour = await donorPage.request.put(`/api/users/${donor.id}/tour`, {
    headers: { origin: baseUrl() },
    data: { completed: true },
  });
  expect(tour.status(), await tour.text()).toBe(200);
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
  await expect(ended.getByText('Expired').filter({ visible: true })).toBeVisible();

  // The same tab writes to one account, picked by searching the users list.
  await page.getByRole('button', { name: 'Message one user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message one user' });
  await dialog.getByRole('combobox', { name: 'Recipient' }).fill('nonprofit@demo');
  await page.getByRole('option', { name: /nonprofit@demo\.example/ }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Your pickup window is confirmed.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
});
