import type { Browser, Page } from '@playwright/test';
import { expect, loginAs, test } from '../support/fixtures';

// Both journeys spend the demo nonprofit's tokens, so they run one after the other.
test.describe.configure({ mode: 'serial' });

async function balanceOf(page: Page): Promise<number> {
  const me = await page.request.get('/api/auth/me');
  const { user } = (await me.json()) as { user: { id: number } };
  const response = await page.request.get(`/api/nonprofit/${user.id}/token-balance`);
  return ((await response.json()) as { balance: number }).balance;
}

async function signedIn(browser: Browser, account: 'donor' | 'nonprofit'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await loginAs(page, account);
  return page;
}

async function requestItem(page: Page, title: string, quantity: number, filters: { search: string; category: string }) {
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search' }).fill(filters.search);
  await page.getByRole('combobox', { name: 'Category' }).selectOption(filters.category);
  await page.getByRole('checkbox', { name: 'Donor ships' }).check();
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByText(/Showing \d+ items?/)).toBeVisible();
  // A search sorts by relevance unless another order is chosen, and the sort list says so.
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Best match');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Request Item: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await dialog.getByRole('combobox', { name: 'Event (optional)' }).click();
  await page.getByRole('option', { name: /Back-to-School Supply Drive/ }).click();
  await dialog.getByRole('textbox', { name: /Message to the donor/ }).fill('For our students this fall.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(/Request submitted successfully!/)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a nonprofit requests an item for an event, the donor approves it, and the nonprofit sees the approval', async ({
  browser,
}) => {
  const nonprofit = await signedIn(browser, 'nonprofit');
  const before = await balanceOf(nonprofit);
  // STEM Robotics Kit: $60.00 a unit, so two cost ceil(120 / 5) = 24 tokens.
  await requestItem(nonprofit, 'STEM Robotics Kit', 2, { search: 'robotics', category: 'Educational Materials' });
  expect(await balanceOf(nonprofit)).toBe(before - 24);
  const card = nonprofit
    .getByRole('listitem')
    .filter({ has: nonprofit.getByRole('heading', { name: 'STEM Robotics Kit' }) });
  await expect(card.getByText(`Your balance: ${before - 24} tokens`)).toBeVisible();

  const donor = await signedIn(browser, 'donor');
  await donor.goto('/donor-dashboard?tab=requests');
  const request = donor
    .getByRole('listitem')
    .filter({ has: donor.getByRole('heading', { name: 'STEM Robotics Kit' }) })
    .first();
  await expect(request.getByText('For our students this fall.')).toBeVisible();
  // The donor's turn is one button, which opens the decision dialog.
  await request.getByRole('button', { name: 'Approve or decline for STEM Robotics Kit' }).click();
  const decision = donor.getByRole('dialog', { name: 'Approve or decline' });
  await decision.getByRole('radio', { name: 'Approve' }).check();
  await decision.getByRole('button', { name: 'Approve request' }).click();
  await expect(donor.getByText(/Request approved successfully/)).toBeVisible();
  await expect(request.getByText('Approved', { exact: true }).first()).toBeVisible();

  await nonprofit.goto('/nonprofit-dashboard?tab=requests');
  const mine = nonprofit
    .getByRole('listitem')
    .filter({ has: nonprofit.getByRole('heading', { name: 'STEM Robotics Kit' }) })
    .first();
  await expect(mine.getByText('Approved', { exact: true }).first()).toBeVisible();
  // Approval makes the spend final.
  expect(await balanceOf(nonprofit)).toBe(before - 24);
});

test('a declined request gives the nonprofit its tokens back', async ({ browser }) => {
  const nonprofit = await signedIn(browser, 'nonprofit');
  const before = await balanceOf(nonprofit);
  // Standing Desk Converter: $95.00, so one costs 19 tokens.
  // Typed with two letters swapped: the search still finds the desks.
  await requestItem(nonprofit, 'Standing Desk Converter', 1, { search: 'dsek', category: 'Furniture' });
  expect(await balanceOf(nonprofit)).toBe(before - 19);

  const donor = await signedIn(browser, 'donor');
  await donor.goto('/donor-dashboard?tab=requests');
  const request = donor
    .getByRole('listitem')
    .filter({ has: donor.getByRole('heading', { name: 'Standing Desk Converter' }) })
    .first();
  await request.getByRole('button', { name: 'Approve or decline for Standing Desk Converter' }).click();
  const confirm = donor.getByRole('dialog', { name: 'Approve or decline' });
  await confirm.getByRole('radio', { name: 'Decline' }).check();
  await confirm.getByRole('button', { name: 'Decline request' }).click();
  await expect(donor.getByText(/Request declined/)).toBeVisible();

  expect(await balanceOf(nonprofit)).toBe(before);
  await nonprofit.goto('/nonprofit-dashboard?tab=requests');
  const mine = nonprofit
    .getByRole('listitem')
    .filter({ has: nonprofit.getByRole('heading', { name: 'Standing Desk Converter' }) })
    .first();
  await expect(mine.getByText('Declined', { exact: true }).first()).toBeVisible();
});
