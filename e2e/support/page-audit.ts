import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { foundClean, recordClean } from './audited-states';

/**
 * Watches every page a test opens, so accessibility and console hygiene are checked on every screen
 * and overlay the suite walks through, not only where a test remembered to ask (axe only with
 * E2E_PAGE_AUDIT=all, see AUDIT_EVERY_STATE):
 * - axe runs whenever a page settles in a new state (a new path, or a dialog, drawer or menu opened)
 *   and must find no serious or critical violations; a state already found clean in this run, for
 *   the same kind of viewer at the same width, is not audited again (audited-states.ts);
 * - a visitor page (no session cookie) must log no console error, and no page may throw.
 */

const SESSION_COOKIE = 'sid';
/**
 * axe on every state costs about a third of the journeys' time on a 2-core machine (6.1 min against
 * 4.3 for the five longest specs), so `npm test` audits the screens the tests name and the
 * accessibility walk (tests/accessibility-walk.spec.ts); E2E_PAGE_AUDIT=all (npm run test:deep)
 * audits every state every journey reaches. The phone project (few tests, the narrow layouts) always
 * does. Console errors and uncaught exceptions are always checked.
 */
export const AUDIT_EVERY_STATE = process.env.E2E_PAGE_AUDIT === 'all';
/** Settled = no DOM change for this long, and no loading spinner on screen. */
export const QUIET_MS = 500;
/** A test that walks many states still finishes in reasonable time. */
const MAX_CHECKS_PER_TEST = 30;
/** axe on a page that is busy navigating can wait for ever; that state is skipped, not the test failed. */
const AXE_TIMEOUT_MS = 15_000;
/** How long a check waits for the page to be settled again before it runs axe anyway. */
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * axe for one page. Legacy mode runs axe in the page in one call: the default mode opens a blank
 * page to merge per-frame results and injects axe twice, which took about twice as long (1.8 s
 * against 1.3 s on /about, 6.6 s against 3.3 s on the marketplace, on the 2-core CI machine). The
 * app draws no cross-origin frames, the one thing legacy mode does not look into.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

interface Finding {
  state: string;
  message: string;
}

// Runs in the page: reports "path | open overlays" each time the page settles in a state it has not reported yet.
const OBSERVER_SCRIPT = `(() => {
  const overlays = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';
  // A region marked busy (results dimmed while the next ones load) is not a settled state either.
  const loading = '[role="status"][aria-label^="Loading"], .mantine-Loader-root, [aria-busy="true"]';
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const nameOf = (el) => el.getAttribute('aria-label')
    || (el.getAttribute('aria-labelledby') || '').split(' ').map((id) => document.getElementById(id)?.textContent || '').join(' ').trim()
    || '';
  let timer;
  let last = '';
  let lastChange = performance.now();
  // A transition that ends (a dialog fading in or out) is not settled; a spinner's endless one does not count.
  const moving = () => document.getAnimations().some((animation) =>
    animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
  // A toast lives a few seconds: axe blocking the page meanwhile would let its timer run out before a
  // test could read it, so a page showing one is audited once it has gone.
  const toast = '.mantine-Notification-root';
  const busy = () => [...document.querySelectorAll(loading + ', ' + toast)].some(visible) || moving();
  window.__auditIsSettled = () => performance.now() - lastChange >= ${QUIET_MS} && !busy();
  const settle = () => {
    if (typeof window.__auditCheckpoint !== 'function' || !document.body) return;
    if (busy()) return schedule();
    const open = [...document.querySelectorAll(overlays)].filter(visible).map((el) => el.getAttribute('role') + ' "' + nameOf(el) + '"');
    const state = location.pathname + location.search + (open.length ? ' | ' + open.join(', ') : '');
    if (state === last) return;
    last = state;
    window.__auditCheckpoint(state);
  };
  const schedule = () => { clearTimeout(timer); timer = setTimeout(settle, ${QUIET_MS}); };
  const changed = () => { lastChange = performance.now(); schedule(); };
  new MutationObserver(changed).observe(document, { childList: true, subtree: true, attributes: true });
  addEventListener('load', schedule);
})();`;

const auditOfContext = new WeakMap<BrowserContext, PageAudit>();

/** Runs `check` when no audit check is running on that page's context (axe runs one at a time in a page). */
export function afterAuditChecks<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const audit = auditOfContext.get(page.context());
  return audit ? audit.exclusive(check) : check();
}

/**
 * Waits until the page has had time to settle and the audit's checks of it have run: axe blocks the
 * page while it runs, so a test timing something short-lived (a toast that closes itself) starts after.
 */
export async function auditChecksDone(page: Page): Promise<void> {
  await page.waitForTimeout(QUIET_MS + 200);
  await afterAuditChecks(page, async () => {});
}

export class PageAudit {
  private readonly checked = new Set<string>();
  private readonly allowedConsoleErrors: RegExp[] = [];
  private readonly findings: Finding[] = [];
  private queue: Promise<void> = Promise.resolve();

  /** `everyState`: run axe on each new state, not only console and exception checks. */
  async watch(context: BrowserContext, everyState: boolean): Promise<void> {
    auditOfContext.set(context, this);
    if (everyState) {
      await context.exposeBinding('__auditCheckpoint', ({ page }, state: string) => this.checkpoint(page, state));
      await context.addInitScript(OBSERVER_SCRIPT);
    }
    context.on('page', (page) => this.listen(context, page));
    for (const page of context.pages()) this.listen(context, page);
  }

  /**
   * A refusal the test provokes on purpose (a used reset link, a wrong password) is answered with a
   * 4xx status, which Chromium logs as a console error by itself; the test names it here.
   */
  allowConsoleError(pattern: RegExp): void {
    this.allowedConsoleErrors.push(pattern);
  }

  exclusive<T>(check: () => Promise<T>): Promise<T> {
    const run = this.queue.then(check);
    this.queue = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  /** Waits for the checks still running; the failures found, one line each. */
  async problems(): Promise<string[]> {
    await this.queue;
    return this.findings.map((finding) => `${finding.state}: ${finding.message}`);
  }

  private listen(context: BrowserContext, page: Page): void {
    page.on('pageerror', (error) => this.findings.push({ state: page.url(), message: `uncaught ${error.message}` }));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = page.url();
      const text = message.text();
      if (this.allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      void context.cookies().then(
        (cookies) => {
          if (cookies.some((cookie) => cookie.name === SESSION_COOKIE)) return;
          this.findings.push({ state: url, message: `visitor page logged an error: ${text}` });
        },
        () => {}, // the context closed meanwhile
      );
    });
  }

  private checkpoint(page: Page, state: string): void {
    const key = `${page.viewportSize()?.width ?? 0}px ${screenOf(state)}`;
    if (this.checked.has(key) || this.checked.size >= MAX_CHECKS_PER_TEST) return;
    this.checked.add(key);
    this.queue = this.queue.then(async () => {
      const shared = `${await viewerOf(page)} ${key}`;
      if (foundClean(shared)) return;
      if (await this.runAxe(page, key)) recordClean(shared);
    });
  }

  /**
   * A check is queued behind the others, so the page may have moved on by the time it runs: it waits
   * until the page is settled again, and a finding counts only if a second look, once the page is
   * settled again, still sees it. A state that exists only half-way through an interaction (an option
   * list emptied as it closes) is not one a user reads.
   */
  private async runAxe(page: Page, state: string): Promise<boolean> {
    if (page.isClosed()) return false;
    try {
      const first = await this.serious(page);
      if (!first) return false;
      if (first.length === 0) return true;
      const confirmed = await this.serious(page, [...new Set(first.map((violation) => violation.id))]);
      for (const violation of confirmed ?? first) {
        const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        this.findings.push({ state, message: `axe ${violation.id}: ${violation.help} (${where})` });
      }
      return false;
    } catch {
      // The page navigated or closed while axe ran: its next state is checked when it settles.
      return false;
    }
  }

  /** axe's serious and critical violations once the page is settled, or null when axe took too long. */
  private async serious(page: Page, rules?: string[]) {
    await waitUntilSettled(page);
    const builder = axeOf(page);
    if (rules) builder.withRules(rules);
    const results = await Promise.race([
      builder.analyze(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), AXE_TIMEOUT_MS)),
    ]);
    return (
      results?.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical') ??
      null
    );
  }
}

/**
 * The screen a state shows, whichever record it shows: `/requests/12?tab=requests&request=12 |
 * dialog "Request details"` and the same with 31 are one screen (`/requests/#?request&tab=requests
 * | dialog "Request details"`). Numbers become #, and a query keeps only its names, except `tab`,
 * which picks what the page shows. A screen is then audited once per run per kind of viewer and
 * width, not once per record a journey happens to create.
 */
export function screenOf(state: string): string {
  const [address = '', ...overlays] = state.split(' | ');
  const url = new URL(address, 'http://screen');
  const query = [...new Set(url.searchParams.keys())]
    .sort()
    .map((name) => (name === 'tab' ? `tab=${url.searchParams.get('tab')}` : name))
    .join('&');
  return [url.pathname + (query ? `?${query}` : ''), ...overlays].join(' | ').replace(/\d+/g, '#');
}

/** Who looks at the page (a visitor, or a signed-in user's role and standing): each sees other controls. */
async function viewerOf(page: Page): Promise<string> {
  try {
    const response = await page.context().request.get(new URL('/api/auth/session', page.url()).toString());
    const { user } = (await response.json()) as { user: { role: string; approval_status?: string } | null };
    return user ? `${user.role} ${user.approval_status ?? ''}`.trim() : 'visitor';
  } catch {
    return 'unknown viewer';
  }
}

interface AuditedWindow {
  __auditIsSettled?: () => boolean;
}

/** Polls from here: the page's content security policy forbids the string evaluation waitForFunction uses. */
async function waitUntilSettled(page: Page): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const settled = await page.evaluate(() => (globalThis as unknown as AuditedWindow).__auditIsSettled?.() ?? true);
    if (settled) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
