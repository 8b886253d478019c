import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { afterAuditChecks, AUDIT_EVERY_STATE, axeOf, PageAudit } from './page-audit';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.example',
  donor: 'donor@demo.example',
  nonprofit: 'nonprofit@demo.example',
  pending: 'pending@demo.example',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

interface MailboxEmail {
  id: number;
  to: string;
  subject: string;
  template: string;
  links: string[];
  created_at: string;
}

/** Same-origin header the server's CSRF check requires on writes. */
const originHeaders = (page: Page) => ({
  origin: new URL(page.url() === 'about:blank' ? baseUrl() : page.url()).origin,
});
/** The app's origin for this run (E2E_PORT lets a second run use another port). */
export const baseUrl = () => `http://localhost:${process.env.E2E_PORT ?? 3210}`;

/** Signs in over the API; the browser context shares the session cookie. */
export async function loginAs(page: Page, account: DemoAccount | { email: string; password: string }): Promise<void> {
  const credentials =
    typeof account === 'string' ? { email: DEMO_ACCOUNTS[account], password: DEMO_PASSWORD } : account;
  const response = await page.request.post('/api/auth/login', { data: credentials, headers: originHeaders(page) });
  expect(response.status(), await response.text()).toBe(200);
}

let adminMailbox: Promise<APIRequestContext> | undefined;

/**
 * The dev mailbox shows each user only their own mail and an admin all of it, so the journeys read
 * it through a separate admin session that never touches the browser's cookies.
 */
function mailboxReader(): Promise<APIRequestContext> {
  adminMailbox ??= (async () => {
    const context = await playwrightRequest.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
    const response = await context.post('/api/auth/login', {
      data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(200);
    return context;
  })();
  return adminMailbox;
}

/** The newest recorded email to `to` (with `template` when given), polled briefly. */
export async function latestEmail(to: string, template?: string): Promise<MailboxEmail> {
  const reader = await mailboxReader();
  let found: MailboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await reader.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        expect(response.status(), await response.text()).toBe(200);
        const { emails } = (await response.json()) as { emails: MailboxEmail[] };
        found = emails.find((email) => !template || email.template === template);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;

/** Where this worker's EINs start: each worker (and a retry's new one) counts on from its own random place. */
let einCount = Math.floor(Math.random() * 9_000_000);
/**
 * An EIN no other nonprofit of the run has (one EIN is one nonprofit's), with a prefix the IRS
 * assigns; 91 is left to the journeys, the demo nonprofits' EINs start with 36.
 */
export const uniqueEin = () => `91-${String(++einCount % 10_000_000).padStart(7, '0')}`;

/** axe must find no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await afterAuditChecks(page, () => axeOf(page).analyze());
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** 10.worker.test.retry: stable for a test's run, different for every test, worker and retry. */
function clientAddressOf(testInfo: TestInfo): string {
  let hash = 0;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) % 65_536;
  return `10.${testInfo.parallelIndex % 256}.${hash >> 8}.${((hash & 0xff) + testInfo.retry) % 256}`;
}

/**
 * Every test's pages, and those of contexts it opens itself, are watched as they go (see PageAudit):
 * the test fails on any visitor console error or uncaught exception met along the way, and, on the
 * phone project or with E2E_PAGE_AUDIT=all, on any serious axe finding in any state it reaches.
 */
export const test = base.extend<{ pageAudit: PageAudit }>({
  // Each test (and each retry) comes from an address of its own, through the loopback proxy the
  // server trusts here (playwright.config.ts): the per-address limits (sign-ups per hour, login
  // attempts) then hold per test, as they would for separate offices, not for the whole suite.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) });
  },
  pageAudit: [
    async ({ browser, context }, use, testInfo) => {
      const audit = new PageAudit();
      const everyState = AUDIT_EVERY_STATE || testInfo.project.name === 'phone';
      await audit.watch(context, everyState);
      const newContext = browser.newContext.bind(browser);
      const opened: BrowserContext[] = [];
      browser.newContext = async (options) => {
        // Like the test's own context (playwright.config.ts): no half-faded dialogs for axe to misread.
        const created = await newContext({ reducedMotion: 'reduce', ...options });
        opened.push(created);
        await audit.watch(created, everyState);
        return created;
      };
      try {
        await use(audit);
        expect(await audit.problems(), 'accessibility and console problems met while the test walked the app').toEqual(
          [],
        );
      } finally {
        browser.newContext = newContext;
        // Playwright closes only the contexts its fixtures make: one a test opens itself would stay
        // open, signed in, until the worker ends. Left open, their pages kept polling and their live
        // streams held the demo accounts' 10 allowed, so a later journey's page got none (429) and
        // saw nothing live.
        await Promise.all(opened.map((context) => context.close()));
      }
    },
    { auto: true },
  ],
});
export { expect };
