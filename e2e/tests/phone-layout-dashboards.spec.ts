import type { Locator, Page } from '@playwright/test';
import { type DemoAccount, expect, loginAs, test } from '../support/fixtures';
import { boxesOverlap } from '../support/overlap';
import { auditChecksDone } from '../support/page-audit';
import { expectNoSidewaysScroll } from '../support/phone-layout';

// The dashboards at a phone's width (390 x 844, the phone project); the page audit checks axe at this
// width too. The public pages, the header and the menu are in phone-layout.spec.ts.

const DASHBOARD_TABS: { account: DemoAccount; path: string; tabs: string[] }[] = [
  {
    account: 'nonprofit',
    path: '/nonprofit-dashboard',
    tabs: ['Overview', 'Events', 'Needs', 'Requests', 'Payments', 'Profile'],
  },
  {
    account: 'donor',
    path: '/donor-dashboard',
    tabs: ['Overview', 'Listings', 'Needs', 'Requests', 'Impact', 'Profile'],
  },
  {
    account: 'admin',
    path: '/admin-dashboard',
    tabs: [
      'Overview',
      'Analytics',
      'Users',
      'Items',
      'Requests',
      'Delivery',
      'Emails',
      'Location',
      'Payments',
      'Tokens',
      'Messages',
      'Settings',
    ],
  },
];

for (const { account, path, tabs } of DASHBOARD_TABS) {
  test(`every tab of the ${account} dashboard fits a phone's width`, async ({ page }) => {
    await page.goto('/');
    await loginAs(page, account);
    await page.goto(path);
    for (const name of tabs) {
      // The dashboard's own tab list: a tab may hold tabs of its own (the admin's Analytics).
      const tab = page.getByRole('tablist').first().getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // The current tab is whole on screen, never cut by the edge of the scrolling row.
      await expectWhollyInView(page, tab);
      const panel = page.getByRole('tabpanel', { name, exact: true });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expect(panel.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }
  });
}

/** Retried: the row scrolls smoothly to the tab, and the page audit's axe may hold the page meanwhile. */
async function expectWhollyInView(page: Page, tab: Locator): Promise<void> {
  await expect(async () => {
    const box = await tab.boundingBox();
    expect(box, 'the tab is on screen').toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
  }).toPass({ timeout: 15_000 });
}

test('the admin tabs show that more follow, and the keyboard and the arrows reach them', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard');
  const tabs = page.getByRole('tablist', { name: 'Admin dashboard sections' });
  const overview = tabs.getByRole('tab', { name: 'Overview', exact: true });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  // A cue at the end of the row: more tabs follow (the arrow is for pointers, the keys for keyboards).
  const strip = page.locator('[data-more-after]', { has: tabs });
  await expect(strip).toHaveCount(1);
  // The keyboard: from the first tab, Left goes round to the last one, which comes into view.
  await overview.focus();
  await page.keyboard.press('ArrowLeft');
  const last = tabs.getByRole('tab').last();
  await expect(last).toBeFocused();
  await expectWhollyInView(page, last);
  await expect(page.locator('[data-more-before]', { has: tabs })).toHaveCount(1);
  // The pointer: the arrow at the start brings the first tabs back.
  await page.goto('/admin-dashboard?tab=settings');
  await auditChecksDone(page);
  await expectWhollyInView(page, tabs.getByRole('tab', { name: 'Settings', exact: true }));
  const back = page.locator('[data-more-before]', { has: tabs }).locator('button[data-side="before"]');
  await expect
    .poll(
      async () => {
        if (await back.count()) await back.click();
        return back.count();
      },
      { intervals: [500], timeout: 10_000 },
    )
    .toBe(0);
  await expectWhollyInView(page, tabs.getByRole('tab', { name: 'Overview', exact: true }));
});

test('Review and pay opens the Payments tab at the invoice to pay, focused', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'nonprofit');
  await page.goto('/nonprofit-dashboard');
  await page.getByRole('link', { name: 'Review and pay' }).click();
  await expect(page.getByRole('tab', { name: 'Payments', exact: true })).toHaveAttribute('aria-selected', 'true');
  // On a phone each invoice is a card: the one to pay has the focus and is on screen.
  const focused = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').and(page.locator(':focus'));
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveAccessibleName(/^Invoice /);
  await expect(focused.getByRole('button', { name: /^Pay invoice .* now$/ })).toBeInViewport();
});

test('the tax report shows every column of each donation as a card, with cents', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'donor');
  await page.goto('/donor-dashboard?tab=impact');
  const iso = (days: number) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  // The demo's completed donation was confirmed received 41 days ago.
  const [start, end] = [iso(-60), iso(0)];
  await page.getByRole('textbox', { name: 'Start date' }).fill(start);
  await page.getByRole('textbox', { name: 'End date' }).fill(end);
  await page.getByRole('heading', { name: 'Tax Report', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Tax Report' }).click();
  const report = page.getByRole('region', { name: `Tax report ${start} to ${end}` });
  const donation = report
    .getByRole('list', { name: 'Donations confirmed received in the period' })
    .getByRole('listitem')
    .first();
  await expect(donation).toBeVisible();
  await expect(report.getByRole('table')).toHaveCount(0);
  for (const column of [
    'Received',
    'Qty',
    'Fair market value',
    'Nonprofit',
    'EIN',
    'Acknowledgement',
    'Cost basis',
    'Enhanced deduction',
  ]) {
    await expect(donation.getByRole('term').filter({ hasText: new RegExp(`^${column}$`) })).toBeVisible();
  }
  await expect(
    donation
      .getByRole('definition')
      .filter({ hasText: /^\$[\d,]+\.\d{2}$/ })
      .first(),
  ).toBeVisible();
  await expect(donation.getByText('Lakeside Youth Alliance')).toBeVisible();
  await expect(donation.getByText('36-1234567')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a toast shown over an open dialog leaves its fields and buttons uncovered', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'donor');
  await page.goto('/donor-dashboard?tab=profile');
  await page
    .getByRole('button', { name: /^Edit profile/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  // A failed save: the dialog stays open under its error toast.
  await page.route('**/api/users/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Unavailable"}' })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: /^Save/ }).click();
  // The dialog says so too, in an alert of its own; the toast is the notification.
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Error updating profile' });
  await expect(toast).toBeVisible();
  await expect(async () => {
    const toastBox = (await toast.boundingBox())!;
    const dialogBox = (await page.locator('.mantine-Modal-content').boundingBox())!;
    expect(boxesOverlap(toastBox, dialogBox), 'the toast covers the dialog').toBe(false);
  }).toPass({ timeout: 5_000 });
});
