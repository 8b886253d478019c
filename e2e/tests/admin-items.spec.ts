import { ADMIN_ITEM_MESSAGES, LISTING_MESSAGES } from '@app/shared';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { baseUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, test } from '../support/fixtures';
import { signedIn } from '../support/payments';

const unique = () => Math.random().toString(36).slice(2, 8);

/** The admin's own API session, for the site setting this journey needs (docs/product.md, Site settings). */
let adminApi: APIRequestContext;

async function setItemReview(on: boolean) {
  const response = await adminApi.put('/api/admin/settings/update', { data: { require_item_approval: on } });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async () => {
  adminApi = await playwrightRequest.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  const login = await adminApi.post('/api/auth/login', {
    data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  await setItemReview(true);
});

// Every other journey lists items straight into the marketplace.
test.afterAll(async () => {
  await setItemReview(false);
  await adminApi.dispose();
});

/** The item's cards in the marketplace after searching its title (none while it is not listed). */
async function marketplaceCards(page: Page, title: string) {
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText(/Showing \d+ items?/)).toBeVisible();
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test("with item review on, a donor's new item waits, the admin approves it in the Items tab, and a nonprofit sees it", async ({
  browser,
}) => {
  test.slow();
  const title = `E2E Reviewed Projector ${unique()}`;

  // The donor lists an item in the dashboard: it waits for review.
  const donor = await signedIn(browser, 'donor');
  await donor.goto('/donor-dashboard?tab=listings');
  await donor.getByRole('button', { name: 'Add Item', exact: true }).first().click();
  const form = donor.getByRole('dialog', { name: 'Add Item' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('combobox', { name: 'Category' }).click();
  await donor.getByRole('option', { name: 'Electronics', exact: true }).click();
  await form.getByRole('textbox', { name: 'Description' }).fill('A bright classroom projector with its remote.');
  await form.getByRole('textbox', { name: 'Fair market value' }).fill('240');
  await form.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await form.getByRole('checkbox', { name: 'Nonprofit pickup' }).check();
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(donor.getByText(new RegExp(`^${LISTING_MESSAGES.waitingForReview}: an admin checks`))).toBeVisible();
  await donor.getByRole('searchbox', { name: 'Search listings' }).fill(title);
  const card = donor
    .getByRole('list', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ has: donor.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByText(LISTING_MESSAGES.waitingForReview, { exact: true })).toBeVisible();
  await expect(card.getByText('Hidden from the marketplace until an admin approves it.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Enable ${title}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Disable ${title}` })).toHaveCount(0);

  // Nonprofits cannot see it yet.
  const nonprofit = await signedIn(browser, 'nonprofit');
  await expect(await marketplaceCards(nonprofit, title)).toHaveCount(0);

  // The admin finds it in the review queue at the top of the Items tab, and approves it.
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin-dashboard?tab=items');
  const queue = admin.getByRole('region', { name: 'Review queue' });
  await expect(queue.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(admin);
  await queue.getByRole('button', { name: `Approve ${title}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Approve item' });
  await expect(confirm.getByText(title)).toBeVisible();
  await expectAccessible(admin);
  await confirm.getByRole('button', { name: 'Approve item' }).click();
  await expect(admin.getByText(ADMIN_ITEM_MESSAGES.approved)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(queue.getByRole('link', { name: title })).toBeHidden();

  // The list of every item shows it available, and its details say who decided.
  const list = admin.getByRole('region', { name: 'All items' });
  await list.getByRole('textbox', { name: 'Search' }).fill(title);
  await expect(admin).toHaveURL(/search=/);
  const row = list.getByRole('row').filter({ has: admin.getByRole('link', { name: title }) });
  // The status shows once: in its column here, under the title on a phone.
  await expect(row.getByText('Available', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await row.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(/item_id=\d+/);
  const details = admin.getByRole('dialog', { name: 'Item details' });
  await expect(details.getByText(/^Reviewed .* by /)).toBeVisible();
  await expectAccessible(admin);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // The nonprofit now finds it in the marketplace.
  await expect(await marketplaceCards(nonprofit, title)).toHaveCount(1);
});
