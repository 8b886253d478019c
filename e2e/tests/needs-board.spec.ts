import { NEED_MESSAGES, NEED_RULES, REQUEST_MESSAGES } from '@app/shared';
import type { Browser, Locator, Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { baseUrl, expect, expectAccessible, test } from '../support/fixtures';
import { approvedNonprofit, signedIn } from '../support/payments';
import { expectNoSidewaysScroll } from '../support/phone-layout';

// The needs board (docs/product.md, Needs board), with a nonprofit and a donor of its own: no other
// journey's needs, offers or tokens are touched, and none of theirs shows here.

const headers = () => ({ origin: baseUrl() });
const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * E2E_SHOTS_DIR=/some/folder saves the board's screenshots there at both widths, to look at: the
 * whole page from its top, or only the window while a dialog is open, scrolled to `showing` (toasts
 * left out).
 */
async function shoot(page: Page, name: string, showing?: Locator) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  // Through the style object: the site's Content Security Policy refuses a style sheet added here.
  await page
    .locator('.mantine-Notification-root')
    .evaluateAll((toasts) =>
      toasts.forEach((toast) => ((toast as { style: { visibility: string } }).style.visibility = 'hidden')),
    );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    if (showing) await showing.scrollIntoViewIfNeeded();
    else await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${folder}/needs-${name}-${width}.png`, fullPage: !showing });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe, and nothing to scroll sideways, at the two widths the dashboards are built for. */
async function accessibleAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Today in UTC, the calendar a need's day is read in, in the picker's words ("29 November 2026"). */
function todayLabel(): string {
  const today = new Date();
  const month = today.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${today.getUTCDate()} ${month} ${today.getUTCFullYear()}`;
}

/** Setup only: tokens for the nonprofit, given by an admin (docs/product.md, Tokens). */
async function grantTokens(browser: Browser, nonprofitId: number, tokens: number) {
  const admin = await signedIn(browser, 'admin');
  const response = await admin.request.post('/api/admin/tokens/adjust', {
    headers: headers(),
    data: { nonprofit_id: nonprofitId, adjustment_amount: tokens, admin_note: 'E2E needs board' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await admin.context().close();
}

/** A donor of its own in the nonprofit's state, statewide reach, signed in, its tour done. */
async function freshDonor(browser: Browser): Promise<Page> {
  const admin = await signedIn(browser, 'admin');
  const account = await signUpVerified(admin.request, 'donor', 'needs');
  await admin.context().close();
  const donor = await signedIn(browser, account);
  const tour = await donor.request.put(`/api/users/${account.id}/tour`, {
    headers: headers(),
    data: { completed: true },
  });
  expect(tour.status(), await tour.text()).toBe(200);
  return donor;
}

async function postNeed(np: Page, title: string) {
  await np.goto('/nonprofit-dashboard?tab=needs');
  await np.getByRole('button', { name: 'Post a need' }).click();
  const dialog = np.getByRole('dialog', { name: 'Post a need' });
  // Nothing is sent while the form breaks the shared rules: each field says what it lacks.
  await dialog.getByRole('button', { name: 'Post need' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Needed-by date is required')).toBeVisible();
  await expect(dialog.getByText('Choose how the goods will be used')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await np.getByRole('option', { name: 'Electronics', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Quantity needed' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Laptops that run a browser, for our coding class.');
  // Needed by today: the soonest a need can be, so it leads the donor's board (soonest first).
  await dialog.getByRole('button', { name: /Needed by/ }).click();
  const picker = np.locator('[data-dates-dropdown]');
  await picker.getByRole('button', { name: todayLabel(), exact: true }).click();
  await expect(picker).toBeHidden();
  await dialog.getByRole('radio', { name: /In our organization's programs/ }).check();
  await accessibleAtBothWidths(np);
  await shoot(np, 'post-dialog', dialog.getByRole('textbox', { name: 'Title' }));
  await dialog.getByRole('button', { name: 'Post need' }).click();
  await expect(np.getByText(NEED_MESSAGES.posted)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function offerItem(donor: Page, needTitle: string, itemTitle: string) {
  await donor.goto('/donor-dashboard');
  const nearYou = donor.getByRole('region', { name: 'Needs near you' });
  const row = nearYou.getByRole('listitem', { name: needTitle });
  await expect(row).toContainText('10 of 10 still needed');
  await shoot(donor, 'donor-overview');
  await row.getByRole('button', { name: `I can give this: ${needTitle}` }).click();

  const dialog = donor.getByRole('dialog', { name: `Offer an item: ${needTitle}` });
  // The item form, filled from the need: its title and category, all that is still needed.
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(needTitle);
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Electronics');
  await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('10');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(itemTitle);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Refurbished, with chargers.');
  await dialog.getByRole('textbox', { name: 'Fair market value' }).fill('120');
  await dialog.getByRole('checkbox', { name: 'Nonprofit pickup' }).check();
  await dialog.getByRole('textbox', { name: 'Note to the nonprofit (optional)' }).fill('Ready for pickup next week.');
  // No more than the need still lacks: the field comes back to it.
  const quantity = dialog.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('11');
  await quantity.blur();
  await expect(quantity).toHaveValue('10');
  await quantity.fill('4');
  await accessibleAtBothWidths(donor);
  await shoot(donor, 'offer-dialog', dialog.getByText(/still needs 10, by/));
  await shoot(donor, 'offer-dialog-end', dialog.getByRole('button', { name: 'Send offer' }));
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(donor.getByText(NEED_MESSAGES.offered(NEED_RULES.firstOfferDays))).toBeVisible();
  await expect(dialog).toBeHidden();
}

const offerRow = (card: Locator, itemTitle: string) => card.getByRole('listitem', { name: itemTitle });

test('a nonprofit posts a need, a donor in reach offers an item, the nonprofit accepts it and chooses delivery', async ({
  browser,
}) => {
  // Two fresh accounts, a post, an offer, an acceptance and a delivery choice, axe at two widths on each step.
  test.slow();
  const tag = unique();
  const needTitle = `Laptops for class ${tag}`;
  const itemTitle = `ThinkPad laptops ${tag}`;
  const nonprofit = await approvedNonprofit(browser, 'needs');
  const np = nonprofit.page;
  const donor = await freshDonor(browser);

  await postNeed(np, needTitle);
  const card = np.getByRole('article', { name: needTitle });
  await expect(card.getByRole('progressbar', { name: '0 of 10 covered' })).toBeAttached();
  await expect(card.getByText('No offers yet.')).toBeVisible();

  await offerItem(donor, needTitle, itemTitle);
  // The donor's Needs tab: the need with what is still needed, and the offer waiting for an answer.
  await donor.getByRole('link', { name: 'See all needs' }).click();
  await expect(donor).toHaveURL(/tab=needs/);
  const board = donor.getByRole('tabpanel', { name: 'Needs' });
  await expect(board.getByRole('article', { name: needTitle })).toBeVisible();
  const yours = board.getByRole('region', { name: 'Your offers' }).getByRole('listitem', { name: itemTitle });
  await expect(yours).toContainText('Waiting for the nonprofit');
  await expect(yours).toContainText('Held for them until');
  await accessibleAtBothWidths(donor);
  await shoot(donor, 'donor-tab');

  // The nonprofit's bell says a donor answered; its entry leads to the Needs tab, where the offer waits
  // under its need. Without tokens, Accept says so and offers to buy them.
  await np.goto('/nonprofit-dashboard');
  await np
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  const bell = np.getByRole('dialog').filter({ has: np.getByRole('heading', { name: 'Notifications' }) });
  await bell.getByRole('button').filter({ hasText: 'A donor answered your need' }).click();
  await expect(np).toHaveURL(/\/nonprofit-dashboard\?tab=needs$/);
  const offer = offerRow(card, itemTitle);
  await expect(offer).toContainText('$120 each');
  await expect(offer).toContainText('Ready for pickup next week.');
  await expect(offer).toContainText('Held for you until');
  const accept = offer.getByRole('button', { name: /^Accept \(\d+ tokens\)$/ });
  await shoot(np, 'nonprofit-tab');
  await accept.click();
  await expect(offer.getByRole('alert')).toContainText(REQUEST_MESSAGES.insufficientTokens);
  await expect(offer.getByRole('button', { name: 'Buy More Tokens' })).toBeVisible();
  await accessibleAtBothWidths(np);

  await grantTokens(browser, nonprofit.id, 100);
  await accept.click();
  await expect(np.getByText(NEED_MESSAGES.offerAccepted)).toBeVisible();
  await expect(offer).toContainText('Accepted');
  await expect(card.getByRole('progressbar', { name: '4 of 10 covered' })).toBeAttached();
  await expect(offer.getByRole('button')).toHaveCount(0);
  await accessibleAtBothWidths(np);
  await shoot(np, 'nonprofit-accepted');

  // The request is in the Requests tab, approved, and follows the usual timeline: delivery next.
  await offer.getByRole('link', { name: 'See the request' }).click();
  await expect(np).toHaveURL(/tab=requests&request=\d+/);
  const details = np.getByRole('dialog', { name: 'Request details' });
  await expect(details.getByRole('heading', { name: itemTitle })).toBeVisible();
  await expect(details.getByRole('list', { name: `Progress of ${itemTitle}` })).toContainText('Approved, done');
  await details.getByRole('button', { name: `Choose delivery method for ${itemTitle}` }).click();
  const methods = np.getByRole('dialog', { name: 'Choose delivery method' });
  await methods.getByRole('radio', { name: /^Pickup/ }).check();
  await methods.getByRole('button', { name: 'Save' }).click();
  await expect(np.getByText(`Delivery method saved: Pickup for ${itemTitle}.`)).toBeVisible();

  // The donor's offer now says it was accepted and links the request.
  await donor.reload();
  await expect(yours).toContainText('Accepted');
  await expect(yours.getByRole('link', { name: 'See the request' })).toBeVisible();
});
