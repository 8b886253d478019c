import type { Page } from '@playwright/test';
import { baseUrl, expect, loginAs, test } from '../support/fixtures';
import { SANDBOX_CARDS } from '@app/shared';
import { approvedNonprofit, approvedRequest, buyStarterTokensOverApi, signedIn } from '../support/payments';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every Content-Security-Policy violation the page reports (the browser fires
 * securitypolicyviolation for each refused script, style, eval or connection) and every console
 * message about one, from the first byte of every document the page loads.
 */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|evaluate|connect)/i.test(message.text())) {
      console.push(message.text());
    }
  });
  // A string, as it runs in the page (this project has no DOM types).
  await page.addInitScript({
    content: `window.__csp = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__csp.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
      });`,
  });
  return {
    /** Waits for the page to settle, then expects no violation on it so far. */
    async expectNone(label: string) {
      await page.waitForLoadState('networkidle');
      const reported = await page.evaluate<Violation[]>('window.__csp');
      expect(reported, `CSP violations on ${label}`).toEqual([]);
      expect(console, `CSP console messages on ${label}`).toEqual([]);
    },
  };
}

async function expectStrictPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc, `script-src on ${path}`).toMatch(/'self'/);
  expect(scriptSrc, `script-src on ${path}`).not.toContain('unsafe');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
}

test.describe('CSP finding: a strict Content-Security-Policy breaks nothing', () => {
  test('the marketplace and the login page render with no CSP violations', async ({ page }) => {
    const csp = await watchViolations(page);
    await expectStrictPolicy(page, '/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A modal locks page scrolling with a <style> tag of its own, which needs the nonce too.
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await csp.expectNone('the marketplace with a dialog open');
    await page.keyboard.press('Escape');

    await expectStrictPolicy(page, '/login');
    await expect(page.getByRole('button', { name: /log in|sign in/i }).first()).toBeVisible();
    // Mantine's theme variables arrive in a nonced <style>: the primary button is not unstyled.
    await expect(page.getByRole('button', { name: /log in|sign in/i }).first()).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    await csp.expectNone('the login page');
  });

  test('a donor dashboard, its chat and bell work with no CSP violations', async ({ page }) => {
    const csp = await watchViolations(page);
    await page.goto('/about');
    await loginAs(page, 'donor');
    await expectStrictPolicy(page, '/donor-dashboard');
    await expect(page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ })).toBeVisible();
    await page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ }).click();
    const conversation = page.locator('[data-conversation-id]').first();
    await expect(conversation).toBeVisible();
    await conversation.click();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await csp.expectNone('the donor dashboard');
  });

  test('the sandbox checkout page formats the card and pays with no CSP violations', async ({ page }) => {
    const csp = await watchViolations(page);
    await page.goto('/about');
    await loginAs(page, 'nonprofit');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
    const started = await page.request.post('/api/stripe-token-purchase', {
      data: { bundle_key: 'starter', nonprofit_id: me.user.id },
      headers: { origin: baseUrl() },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { url } = (await started.json()) as { url: string };

    await expectStrictPolicy(page, new URL(url).pathname);
    // The inline script runs (allowed by its hash): typing is formatted, a declined card is reported.
    await page.getByLabel('Card number').fill('4000000000000002');
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await page.getByLabel('Cardholder name').fill('Pat Doe');
    await page.getByLabel('Expiry (MM/YY)').fill('1230');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    // The inline style applies (allowed by its hash).
    await expect(page.locator('.badge')).toHaveCSS('text-transform', 'uppercase');
    await csp.expectNone('the sandbox checkout');
  });
});

test('GET must not change state: opening a chat marks it read with POST .../read', async ({ browser }) => {
  // A nonprofit of its own, so no other journey opens (and reads) this chat meanwhile.
  test.slow();
  const nonprofit = await approvedNonprofit(browser, 'chat-read');
  const page = nonprofit.page;
  await buyStarterTokensOverApi(page.request, nonprofit.id, SANDBOX_CARDS.paid);
  const requestId = await approvedRequest(browser, nonprofit, 'Hygiene Kits', 1);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/chat\/conversations\/\d+\/read/.test(request.url())) {
      posts.push(request.url());
    }
  });
  type Conversations = { conversations: { id: number; request_id: number; unread_count: number }[] };
  const conversations = async () =>
    (
      (await (
        await page.request.get('/api/chat/conversations', { params: { user_id: nonprofit.id } })
      ).json()) as Conversations
    ).conversations;
  const chat = (await conversations()).find((entry) => entry.request_id === requestId)!;
  const unread = async () => (await conversations()).find((entry) => entry.id === chat.id)!.unread_count;

  // An admin writes into the chat, so there is something unread.
  const admin = await signedIn(browser, 'admin');
  const adminMe = (await (await admin.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const sent = await admin.request.post(`/api/chat/conversations/${chat.id}/messages`, {
    params: { user_id: adminMe.user.id },
    data: { message: 'Checking in on this delivery.' },
    headers: { origin: baseUrl() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await admin.context().close();
  await expect.poll(unread).toBeGreaterThan(0);

  // Reading the messages over GET leaves the chat unread.
  await page.request.get(`/api/chat/conversations/${chat.id}/messages`, { params: { user_id: nonprofit.id } });
  expect(await unread()).toBeGreaterThan(0);

  // Opening it in the widget marks it read.
  await page.goto('/nonprofit-dashboard');
  await page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ }).click();
  await page.locator(`[data-conversation-id="${chat.id}"]`).click();
  await expect.poll(() => posts.length).toBeGreaterThan(0);
  await expect.poll(unread).toBe(0);
});
