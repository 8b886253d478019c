// Loads one page in a fresh headless Chromium context (a first-time visitor, empty cache) and lists
// the scripts and stylesheets it downloaded, each marked by whether it was requested before the
// page's first render.

/** The page has rendered once its own heading is in <main>: the app shell and its loader alone do not count. */
const FIRST_RENDER_SELECTOR = 'main h1';
const SETTLE_TIMEOUT_MS = 10_000;

// Runs in the page before any of its scripts: notes when the first render happened, on the
// page's own clock, so it compares with the resource timings' startTime.
function watchFirstRender(selector) {
  const check = () => {
    if (window.__firstRenderAt === undefined && document.querySelector(selector)) {
      window.__firstRenderAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** @returns {Promise<{ file: string, beforeFirstRender: boolean }[]>} paths inside the web build */
export async function loadPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstRender, FIRST_RENDER_SELECTOR);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(FIRST_RENDER_SELECTOR).first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    // Whatever the page fetches right after its first render (its data, lazy parts) counts too.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    const { firstRenderAt, resources } = await page.evaluate(() => ({
      firstRenderAt: window.__firstRenderAt,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    const origin = new URL(url).origin;
    return resources
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter((entry) => entry.url.origin === origin && /\.(js|css)$/.test(entry.url.pathname))
      .map((entry) => ({
        file: decodeURIComponent(entry.url.pathname.slice(1)),
        beforeFirstRender: entry.startTime < firstRenderAt,
      }));
  } finally {
    await context.close();
  }
}
