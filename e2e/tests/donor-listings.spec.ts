import { LISTING_MESSAGES, SANDBOX_CARDS } from '@app/shared';
import type { Page } from '@playwright/test';
import { baseUrl, expect, expectAccessible, test } from '../support/fixtures';
import { dropFiles, solidPng } from '../support/images';
import { approvedNonprofit, buyStarterTokensOverApi, signedIn } from '../support/payments';

const unique = () => Math.random().toString(36).slice(2, 8);

async function openListings(page: Page) {
  await page.goto('/donor-dashboard?tab=listings');
  await expectListingsTab(page);
}

async function expectListingsTab(page: Page) {
  await expect(page.getByRole('tab', { name: 'Listings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add Item', exact: true })).toBeVisible();
}

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Item', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The listing's card on the donor's Listings tab, found with the tab's own search box. */
async function listingCard(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(title);
  const card = page
    .getByRole('list', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

/** The item's card in the marketplace after searching its title (none when it is not listed). */
async function marketplaceCards(page: Page, title: string) {
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText(/Showing \d+ items?/)).toBeVisible();
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('a donor lists an item with two dragged pictures, it shows in the marketplace and a nonprofit requests it', async ({
  browser,
}) => {
  test.slow();
  const title = `E2E Laptop Bundle ${unique()}`;
  const donor = await signedIn(browser, 'donor');
  await openListings(donor);
  // The demo donor's live items, no longer an empty state.
  await expect(donor.getByRole('list', { name: 'Your listings' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(donor);

  const dialog = await openAddDialog(donor);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await donor.getByRole('option', { name: 'Electronics', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Three refurbished laptops, wiped and ready.');
  await dialog.getByRole('textbox', { name: 'Fair market value' }).fill('125.50');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await expect(dialog.getByText(LISTING_MESSAGES.deliveryOptionInForm)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Donor ships' }).check();
  await dialog.getByRole('checkbox', { name: 'Nonprofit pickup' }).check();
  await expect(dialog.getByText(LISTING_MESSAGES.deliveryOptionInForm)).toBeHidden();

  await dropFiles(dialog.getByTestId('image-dropzone'), [
    { name: 'laptop-front.png', type: 'image/png', bytes: solidPng(64, 48, [20, 120, 100]) },
    { name: 'laptop-side.png', type: 'image/png', bytes: solidPng(64, 48, [200, 110, 40]) },
  ]);
  const chosen = dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Remove image laptop-front.png' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove image laptop-side.png' })).toBeVisible();
  await expectAccessible(donor);

  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(donor.getByText('Item added to your listings and the marketplace.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(donor.getByRole('button', { name: 'Add Item', exact: true })).toBeFocused();

  const card = await listingCard(donor, title);
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await expect(card.getByText('$126')).toBeVisible();
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /-thumb\.webp$/);

  // The details dialog shows both pictures and every field.
  await card.getByRole('button', { name: `Details for ${title}` }).click();
  const details = donor.getByRole('dialog', { name: 'Item details' });
  await expect(details.getByRole('img', { name: `${title}, picture 2 of 2` })).toBeVisible();
  await expect(details.getByText('Donor ships, Nonprofit pickup')).toBeVisible();
  await expectAccessible(donor);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // A nonprofit of its own (the demo nonprofit's balance is asserted by the request journeys running alongside).
  const nonprofit = await approvedNonprofit(browser, 'listing');
  await buyStarterTokensOverApi(nonprofit.page.request, nonprofit.id, SANDBOX_CARDS.paid);
  const np = nonprofit.page;
  const offered = await marketplaceCards(np, title);
  await expect(offered).toHaveCount(1);
  await expect(offered.getByRole('img', { name: title })).toHaveAttribute('src', /-thumb\.webp$/);
  await offered.getByRole('button', { name: `Request Item: ${title}` }).click();
  const request = np.getByRole('dialog');
  await request.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await request.getByRole('radio', { name: /In our organization's programs/ }).check();
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expect(np.getByText(/Request submitted successfully!/)).toBeVisible();

  // The donor's listing counts the pending request.
  await openListings(donor);
  await expect((await listingCard(donor, title)).getByText('1 pending request')).toBeVisible();
});

test('a disabled item leaves the marketplace', async ({ browser }) => {
  const title = `E2E Folding Tables ${unique()}`;
  const donor = await signedIn(browser, 'donor');
  const created = await donor.request.post('/api/items', {
    headers: { origin: baseUrl() },
    data: {
      title,
      category: 'Furniture',
      description: 'Six folding tables.',
      fair_market_value: 40,
      quantity: 6,
      shipping_options: ['nonprofit_pickup'],
      images: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect(await marketplaceCards(donor, title)).toHaveCount(1);

  // The marketplace's List Item button leads to the Listings tab.
  await donor.getByRole('link', { name: 'List Item' }).click();
  await expect(donor).toHaveURL(/\/donor-dashboard\?tab=listings$/);
  await expectListingsTab(donor);
  const card = await listingCard(donor, title);
  await card.getByRole('button', { name: `Disable ${title}` }).click();
  await expect(donor.getByText(`${title} is disabled and hidden from the marketplace.`)).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  // Plainly switched off, not just a small grey badge: a label on the greyed picture, and why.
  await expect(card.getByText('Not listed', { exact: true })).toBeVisible();
  await expect(card.getByText('Hidden from the marketplace: nonprofits cannot see or request it.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Enable ${title}` })).toBeVisible();

  // "Disabled" shows exactly the disabled listings.
  await donor.getByText(/^Disabled \(\d+\)$/).click();
  await expect(card).toBeVisible();
  await donor.getByText(/^Available \(\d+\)$/).click();
  await expect(card).toHaveCount(0);

  await expect(await marketplaceCards(donor, title)).toHaveCount(0);
  await expect(donor.getByText('No items found')).toBeVisible();
});

test('the uploader refuses a picture over 10 MB before sending it', async ({ browser }) => {
  const donor = await signedIn(browser, 'donor');
  await openListings(donor);
  const dialog = await openAddDialog(donor);
  let uploads = 0;
  donor.on('request', (request) => {
    if (request.url().includes('/api/items/upload-image')) uploads += 1;
  });
  await dropFiles(dialog.getByTestId('image-dropzone'), [
    { name: 'huge-photo.png', type: 'image/png', size: 11 * 1024 * 1024 },
  ]);
  await expect(dialog.getByRole('alert')).toHaveText(LISTING_MESSAGES.imageTooLarge('huge-photo.png'));
  await expect(dialog.getByText('File huge-photo.png is too large. Maximum size is 10MB.')).toBeVisible();
  expect(uploads).toBe(0);
  await expect(dialog.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);
});
