import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../support/fixtures';

// Runs in the phone project (390 x 844); the page audit checks axe at this width too.

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate<{ content: number; viewport: number }>(
    '({ content: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth })',
  );
  expect(widths.content, `the page scrolls sideways at ${page.url()}`).toBeLessThanOrEqual(widths.viewport);
}

test('the marketplace shows at least three items within the first two screens', async ({ page }) => {
  await page.goto('/marketplace');
  const cards = page.getByRole('list', { name: /items/i }).first().getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  const twoScreens = (page.viewportSize()?.height ?? 844) * 2;
  const scrolled = await page.evaluate<number>('window.scrollY');
  const third = await cards.nth(2).boundingBox();
  expect(scrolled + (third?.y ?? Infinity)).toBeLessThan(twoScreens);
  // Request Item is still one tap away on the compact card.
  await expect(cards.first().getByRole('button', { name: /^Request Item/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the admin users list shows role, status and Approve without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=users');
  const list = page.getByRole('region', { name: 'All users' }).getByRole('list');
  const pending = list.getByRole('listitem').filter({ hasText: 'pending@demo.example' });
  await expect(pending.getByText('Role')).toBeVisible();
  await expect(pending.getByText('Nonprofit', { exact: true })).toBeVisible();
  await expect(pending.getByText('pending', { exact: true })).toBeVisible();
  const approve = pending.getByRole('button', { name: /^Approve/ });
  await approve.scrollIntoViewIfNeeded();
  const box = await approve.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
  await expectNoSidewaysScroll(page);
});

test('public pages and dashboards never scroll sideways on a phone', async ({ page }) => {
  for (const path of ['/', '/about', '/how-it-works', '/contact', '/login', '/signup', '/impact', '/donate']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await loginAs(page, 'nonprofit');
  await page.goto('/nonprofit-dashboard');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
