import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signedIn } from '../support/payments';

// Spends the demo nonprofit's tokens, like the request journeys.
test.describe.configure({ mode: 'serial' });

// Requested by no other journey, so the nonprofit's card for it is this test's.
const ITEM = 'Branded Fleece Jackets';

/** Opens a dashboard page and waits until its live stream is connected. */
async function openLive(page: Page, url: string): Promise<void> {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/stream') && response.ok());
  await page.goto(url);
  await stream;
}

const figure = (page: Page, label: string): Locator =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test("a request shows on the donor's open Requests tab and Overview at once, without a reload", async ({ browser }) => {
  test.slow();
  const donorRequests = await signedIn(browser, 'donor');
  const donorOverview = await donorRequests.context().newPage();
  await openLive(donorRequests, '/donor-dashboard?tab=requests');
  await openLive(donorOverview, '/donor-dashboard?tab=overview');
  const pending = figure(donorOverview, 'Pending Requests');
  await expect(pending).toHaveText(/^\d+$/, { timeout: 30_000 });
  const pendingBefore = Number(await pending.textContent());
  let reloads = 0;
  for (const page of [donorRequests, donorOverview]) page.on('load', () => (reloads += 1));

  const message = `Live check ${Date.now()}`;
  const nonprofit = await signedIn(browser, 'nonprofit');
  await nonprofit.goto('/marketplace');
  await nonprofit.getByRole('searchbox', { name: 'Search' }).fill('fleece');
  const card = nonprofit
    .getByRole('listitem')
    .filter({ has: nonprofit.getByRole('heading', { name: ITEM, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Request Item: ${ITEM}` }).click();
  const dialog = nonprofit.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Message to the donor/ }).fill(message);

  // Both open donor pages ask for the dashboard again within 2 s of the request being made: the live
  // event did it, not a poll (none runs while the stream is up) and not a reload.
  const refetchedAt: number[][] = [[], []];
  [donorRequests, donorOverview].forEach((page, index) =>
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/detailed')) refetchedAt[index]!.push(Date.now());
    }),
  );
  const submitted = nonprofit.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/requests' && response.request().method() === 'POST',
  );
  await dialog.getByRole('radio', { name: /In our organization's programs/ }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  expect((await submitted).status()).toBe(201);
  const madeAt = Date.now();
  await expect
    .poll(() => refetchedAt.map((times) => times.some((time) => time - madeAt < 2000)), { timeout: 2000 })
    .toEqual([true, true]);

  // The Requests tab and the Overview then show it (how soon depends on the server's load).
  await expect(donorRequests.getByText(message)).toBeVisible();
  await expect(pending).toHaveText(String(pendingBefore + 1));
  await expect(nonprofit.getByText(/Request submitted successfully!/)).toBeVisible();
  expect(reloads).toBe(0);
});
