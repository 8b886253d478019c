import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test, type DemoAccount } from '../support/fixtures';

/**
 * axe on every screen a signed-in person works in: each dashboard tab of each role, the marketplace
 * and the dialogs people spend time in. The journeys check the screens they pass through where they
 * ask; this walk makes sure no page or tab is left out.
 * Setting E2E_PAGE_AUDIT=all also audits every state every journey reaches (support/page-audit.ts).
 */
const PUBLIC_PAGES = ['/', '/about', '/how-it-works', '/terms', '/privacy', '/impact', '/donate', '/login', '/signup'];

const DASHBOARDS: Record<Exclude<DemoAccount, 'pending'>, { path: string; tabs: string[] }> = {
  donor: { path: '/donor-dashboard', tabs: ['Overview', 'Listings', 'Needs', 'Requests', 'Impact', 'Profile'] },
  nonprofit: { path: '/nonprofit-dashboard', tabs: ['Overview', 'Events', 'Needs', 'Requests', 'Payments', 'Profile'] },
  admin: {
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
      'Settings',
      'Audit',
      'IRS data',
    ],
  },
};

/**
 * Opens each tab in turn as a person would, by its tab button (a reload per tab cost the walk a minute of
 * CI), and audits it once its content is in.
 */
async function auditTabs(page: Page, path: string, tabs: string[]) {
  await page.goto(path);
  // The dashboard's own tabs: some tabs hold tabs of their own (the admin's Analytics).
  const sections = page.getByRole('tablist').first();
  for (const tab of tabs) {
    await sections.getByRole('tab', { name: tab }).click();
    await expect(sections.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    await expectAccessible(page);
  }
}

test('every public page has no serious accessibility violations', async ({ page }) => {
  test.slow();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

for (const [account, { path, tabs }] of Object.entries(DASHBOARDS) as [DemoAccount, (typeof DASHBOARDS)['donor']][]) {
  test(`every ${account} dashboard tab has no serious accessibility violations`, async ({ page }) => {
    test.slow();
    await page.goto('/');
    await loginAs(page, account);
    await auditTabs(page, path, tabs);
  });
}

test('every admin console tab at a phone’s width has no serious accessibility violations', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await loginAs(page, 'admin');
  await auditTabs(page, DASHBOARDS.admin.path, DASHBOARDS.admin.tabs);
});

test('a request opened from the Requests tab, for each party, has no serious accessibility violations', async ({
  page,
}) => {
  test.slow();
  for (const [account, path] of [
    ['donor', '/donor-dashboard'],
    ['nonprofit', '/nonprofit-dashboard'],
  ] as const) {
    await page.goto('/');
    await loginAs(page, account);
    await page.goto(`${path}?tab=requests`);
    const details = page.getByRole('button', { name: /^View details for / }).first();
    await details.click();
    await expect(page.getByRole('dialog', { name: 'Request details' })).toBeVisible();
    await expectAccessible(page);
    await page.context().clearCookies();
  }
});

test("the nonprofit's correction of a signed acknowledgement has no serious accessibility violations", async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'nonprofit');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const dashboard = (await (await page.request.get(`/api/dashboard/nonprofit/${me.user.id}/detailed`)).json()) as {
    requests: { id: number; status: string; acknowledgement_status: string }[];
  };
  // The demo's completed donation, signed on receipt; the dialog is only opened, nothing is sent.
  const signed = dashboard.requests.find((request) => request.acknowledgement_status === 'signed');
  expect(signed).toBeDefined();
  await page.goto(`/nonprofit-dashboard?tab=requests&request=${signed!.id}`);
  await page
    .getByRole('dialog', { name: 'Request details' })
    .getByRole('button', { name: /^Correct acknowledgement for / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Correct the acknowledgement' })).toBeVisible();
  await expectAccessible(page);
});

test('a pending nonprofit and a visitor in the marketplace meet no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/marketplace');
  await expect(page.getByText(/Showing \d+ items?/)).toBeVisible();
  await expectAccessible(page);
  await loginAs(page, 'pending');
  await page.goto('/nonprofit-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page);
});
