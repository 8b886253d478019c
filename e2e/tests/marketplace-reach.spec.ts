import { expect, expectAccessible, loginAs, test } from '../support/fixtures';

// docs/product.md, Marketplace and donor scope. The Chicago-area demo nonprofit is out of reach of
// the Oakland donor (local community) and of the Austin one (statewide): its Chromebook 11 is listed,
// but never shown to it.
test('a signed-in nonprofit is told what is out of its reach, and a search for such an item says why', async ({
  page,
}) => {
  await loginAs(page, 'nonprofit');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/marketplace');
    // The hero is one line: the search comes first.
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ items$/)).toBeVisible();
    await expect(
      page.getByText(/^\d+ more items are listed, but their donors offer them only near their own locations/),
    ).toBeVisible();
    await expect(page.getByText(/^Each donor chooses how far its items reach/)).toBeVisible();
    if (width > 500) await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search' }).fill('Chromebook');
    await expect(page).toHaveURL(/search=Chromebook/);
    await expect(page.getByRole('heading', { name: 'Not offered in your area' })).toBeVisible();
    await expect(page.getByText(/^1 item matches “Chromebook”, but its donor offers it only near/)).toBeVisible();
    await expect(page.getByText('No items found')).toHaveCount(0);
    if (width < 500) await expectAccessible(page);
  }

  // On a phone a card keeps what decides a request: the donor, the quantity and how it travels, in
  // whole dollars.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Dell Latitude');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Dell Latitude 5420 Laptop', exact: true }) });
  await expect(card.getByText('Donated by Acme Corporate Giving')).toBeVisible();
  await expect(card.getByText(/^Quantity available: \d+$/)).toBeVisible();
  await expect(card.getByRole('group', { name: 'Delivery options' })).toBeVisible();
  await expect(card.getByText('$450', { exact: true })).toBeVisible();
});
