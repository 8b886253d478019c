import { expect, loginAs, test } from '../support/fixtures';

test.describe('routing and guards', () => {
  test('an unknown path shows Page Not Found with a way back to the marketplace', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: /back to the marketplace/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the site has a real favicon, where browsers look for it and where the page points', async ({ request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/icon/);
    const svg = await request.get('/favicon.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
  });

  test('the page links mark Marketplace as the current page at /marketplace', async ({ page }) => {
    await page.goto('/marketplace');
    // A wide screen shows the links in the header; a phone (under Mantine's `sm`, 768 px) in its menu.
    const onPhone = (page.viewportSize()?.width ?? 0) < 768;
    if (onPhone) await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const links = onPhone
      ? page.getByRole('dialog', { name: 'In-Kind Marketplace' })
      : page.getByRole('navigation', { name: 'Main' });
    await expect(links.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('/browse redirects to the marketplace', async ({ page }) => {
    await page.goto('/browse');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor opening a dashboard is sent to /login', async ({ page }) => {
    await page.goto('/nonprofit-dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong-role user is sent to / and from there to their own dashboard', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'donor');
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/donor-dashboard/);
    await page.goto('/nonprofit-dashboard');
    await expect(page).toHaveURL(/\/donor-dashboard/);
  });

  test('a signed-in admin at / lands on the admin dashboard', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'admin');
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin-dashboard/);
  });

  test('a dashboard opened directly asks for the session once and paints its heading with the header', async ({
    page,
  }) => {
    await page.goto('/');
    await loginAs(page, 'donor');
    const sessionRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') sessionRequests.push(request.url());
    });
    await page.goto('/donor-dashboard');
    // The first frame already knows who is signed in: the heading is there, not the Login button.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    // index.html's preload is the app's request: one, not two.
    expect(sessionRequests).toHaveLength(1);
  });
});
