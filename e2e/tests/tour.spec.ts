import type { Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { expect, expectAccessible, loginAs, test } from '../support/fixtures';

const popover = (page: Page) => page.locator('.driver-popover');

/** Waits until the dashboard is on screen and has had time to offer a tour. */
async function dashboardSettled(page: Page) {
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

async function tourCompleted(page: Page): Promise<boolean> {
  const me = await page.request.get('/api/auth/me');
  return ((await me.json()) as { user: { tour_completed: boolean } }).user.tour_completed;
}

test('a new nonprofit takes the tour to the end and is not offered it again', async ({ page }) => {
  // Every step of the tour, a sign-up and two reloads: about 40 s alone, more beside another worker.
  test.slow();
  const account = await signUpVerified(page.request, 'nonprofit', 'tour');
  await loginAs(page, account);
  await page.goto('/nonprofit-dashboard');

  const step = page.getByRole('dialog', { name: 'Your overview' });
  await expect(step).toBeVisible();
  await expect(step).toContainText('about 2 minutes');
  await expect(step).toContainText('Step 1 of 7');
  await expect(page.locator('.driver-active-element')).toHaveAttribute('data-tour', 'tab-overview');
  await expectAccessible(page);

  const titles = ['The marketplace', 'Events', 'Requests', 'Payments', 'Your impact', 'Your profile'];
  // Forward with the keyboard once, and back.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Your overview' })).toBeVisible();
  for (const [index, title] of titles.entries()) {
    await popover(page).getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Step ${index + 2} of 7`);
    // Every step points at something real on the page.
    await expect(page.locator('.driver-active-element')).toBeVisible();
  }
  await expectAccessible(page);
  const saved = page.waitForResponse((response) => /\/api\/users\/\d+\/tour$/.test(response.url()));
  await page.getByRole('button', { name: 'Finish' }).click();
  expect((await saved).status()).toBe(200);
  await expect(popover(page)).toHaveCount(0);
  expect(await tourCompleted(page)).toBe(true);

  await page.reload();
  await dashboardSettled(page);
  await expect(popover(page)).toHaveCount(0);

  // The help center starts it again on request; Escape skips it.
  await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
  await page.getByRole('button', { name: 'Take the guided tour' }).click();
  await expect(page.getByRole('dialog', { name: 'Your overview' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
});

test('a new donor skips the five-step tour and is not offered it again', async ({ page }) => {
  const account = await signUpVerified(page.request, 'donor', 'tour-donor');
  await loginAs(page, account);
  await page.goto('/donor-dashboard');
  const step = page.getByRole('dialog', { name: 'Your overview' });
  await expect(step).toContainText('Step 1 of 5');
  await step.getByRole('button', { name: 'Skip tour' }).click();
  await expect(popover(page)).toHaveCount(0);
  await expect.poll(() => tourCompleted(page)).toBe(true);

  await page.reload();
  await dashboardSettled(page);
  await expect(popover(page)).toHaveCount(0);
});

test('at 390 px wide the tour is not offered', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signUpVerified(page.request, 'nonprofit', 'tour-phone');
  await loginAs(page, account);
  await page.goto('/nonprofit-dashboard');
  await dashboardSettled(page);
  await expect(popover(page)).toHaveCount(0);
  expect(await tourCompleted(page)).toBe(false);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('dialog', { name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take the guided tour' })).toHaveCount(0);
});
