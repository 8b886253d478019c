import { registerNonprofit } from '../support/accounts';
import { baseUrl, expect, expectAccessible, latestEmail, loginAs, test } from '../support/fixtures';

test('an admin approves a newly signed-up nonprofit and rejects another with a reason', async ({ page, browser }) => {
  const first = await registerNonprofit(page.request, 'approve');
  const second = await registerNonprofit(page.request, 'reject');
  // The first one uploads its determination letter with the sign-up upload token.
  const upload = await page.request.post('/api/documents/upload', {
    headers: { origin: baseUrl(), 'x-upload-token': first.uploadToken },
    multipart: { file: { name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=users');
  const pending = page.getByRole('region', { name: /pending nonprofits/i });
  // The cards show the longest-waiting few first; other journeys (and retries) sign up nonprofits too.
  await expect(pending.getByRole('button', { name: /^Approve / }).first()).toBeVisible();
  const showAll = pending.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  await expect(pending.getByText(first.organization, { exact: true })).toBeVisible();
  await expect(
    pending.getByRole('link', { name: `View letter of ${first.organization} (opens in a new tab)` }),
  ).toBeVisible();
  await expectAccessible(page);

  // Every approval from the list is confirmed first.
  await pending.getByRole('button', { name: `Approve ${first.organization}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve account?' });
  await expect(confirm.getByText(first.organization)).toBeVisible();
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('User approved successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(pending.getByText(first.organization, { exact: true })).toBeHidden();
  const approval = await latestEmail(first.email, 'account_approved');
  expect(approval.links[0]).toContain('/nonprofit-dashboard');

  await pending.getByRole('button', { name: `Reject ${second.organization}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject account' });
  await dialog.getByRole('button', { name: 'Reject account' }).click();
  await expect(dialog.getByText(/reason/i).first()).toBeVisible();
  await dialog.getByLabel('Reason for rejection').fill('The determination letter is missing.');
  await dialog.getByRole('button', { name: 'Reject account' }).click();
  await expect(page.getByText('User rejected successfully')).toBeVisible();
  const rejection = await latestEmail(second.email, 'account_rejected');
  expect(rejection.subject).toMatch(/could not be approved/);

  // Someone who is not an admin cannot read the admin list even by calling the API.
  const visitor = await browser.newContext();
  const denied = await visitor.request.get(`${baseUrl()}/api/admin/users/all`);
  expect(denied.status()).toBe(401);
  await visitor.close();
});

test('approving a nonprofit that uploaded no letter asks first, and Cancel changes nothing', async ({ page }) => {
  const applicant = await registerNonprofit(page.request, 'noletter');
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=users');
  // The all-users table, narrowed to this applicant: the pending cards show only the longest-waiting few.
  const table = page.getByRole('region', { name: 'All users' });
  await table.getByLabel('Search users').fill(applicant.email);
  await expect(table.getByRole('row')).toHaveCount(2);
  const approve = table.getByRole('button', { name: 'Approve Robin Organizer' });

  await approve.click();
  const dialog = page.getByRole('dialog', { name: 'Approve without a letter?' });
  await expect(dialog.getByText('No tax-exempt letter uploaded. Approve anyway?')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();
  await expect(table.getByText('pending', { exact: true })).toBeVisible();

  await approve.click();
  await dialog.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(page.getByText('User approved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('approved', { exact: true })).toBeVisible();
  const approval = await latestEmail(applicant.email, 'account_approved');
  expect(approval.links[0]).toContain('/nonprofit-dashboard');
});
