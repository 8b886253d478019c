import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, test } from '../support/fixtures';

/**
 * Opens a dialog from `opener` with the keyboard, checks its close button has a name, closes it with
 * Escape and expects focus back on the opener.
 */
async function expectFocusReturns(page: Page, opener: Locator, dialogName: string | RegExp): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Close/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the help center gives focus back to the Help button when it closes', async ({ page }) => {
  await page.goto('/marketplace');
  await expectFocusReturns(page, page.getByRole('banner').getByRole('button', { name: 'Help' }), 'Help Center');
});

test("the request dialog gives focus back to the card's Request Item button", async ({ page }) => {
  // The dialog's code arrives after the click, as on a slow connection: it must still give focus back.
  await page.route(/\/assets\/request-dialog-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await loginAs(page, 'nonprofit');
  await page.goto('/marketplace');
  const first = page.getByRole('button', { name: /^Request Item: / }).first();
  await expect(first).toBeEnabled();
  // Pinned by its name: other tests list items meanwhile, and the first card may change.
  const name = (await first.getAttribute('aria-label'))!;
  const request = page.getByRole('button', { name, exact: true });
  await expectFocusReturns(page, request, /^Request /);
});

test("the donor's listing dialogs give focus back to the button that opened them", async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'donor');
  await page.goto('/donor-dashboard?tab=listings');
  const listing = page.getByRole('list', { name: 'Your listings' }).getByRole('listitem').first();
  await expectFocusReturns(page, listing.getByRole('button', { name: /^Edit / }), /^Edit/);
  await expectFocusReturns(page, listing.getByRole('button', { name: /^Details for / }), 'Item details');
  await expectFocusReturns(page, page.getByRole('button', { name: 'Add Item', exact: true }).first(), 'Add Item');
});
