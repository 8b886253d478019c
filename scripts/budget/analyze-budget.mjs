// The bundle budget's verdict, from what a page downloaded and the build's chunk map
// (apps/web/build/chunk-map-plugin.ts). Pure: the browser and file reading live in check-budget.mjs.

/** Sizes are compared in KB of 1,000 bytes, so a budget of 170 KB allows 170,000 gzip bytes. */
export const KB = 1000;

/** The most scripts the budgeted pages may request before their first render. */
export const MAX_SCRIPTS_BEFORE_RENDER = 15;

/**
 * Pages a visitor sees. The marketplace (also at / for visitors) and the login page have gzip budgets
 * in KB and the script limit; every public page must load no forbidden code, and its figures are shown.
 */
export const PUBLIC_PAGES = [
  { path: '/', jsKb: 170, cssKb: 30, maxScriptsBeforeRender: MAX_SCRIPTS_BEFORE_RENDER },
  { path: '/marketplace', jsKb: 170, cssKb: 30, maxScriptsBeforeRender: MAX_SCRIPTS_BEFORE_RENDER },
  { path: '/login', jsKb: 150, cssKb: 30, maxScriptsBeforeRender: MAX_SCRIPTS_BEFORE_RENDER },
  ...[
    '/signup',
    '/about',
    '/how-it-works',
    '/impact',
    '/donate',
    '/contact',
    '/terms',
    '/privacy',
    '/verify-email',
    '/reset-password',
    '/no-such-page',
  ].map((path) => ({ path })),
];

/**
 * Code a visitor never needs: the signed-in dashboards and the admin panel, and heavy chart and
 * PDF libraries. A public page that downloads a chunk holding one of these fails the budget.
 */
export const FORBIDDEN_ON_PUBLIC_PAGES = [
  /^apps\/web\/src\/features\/(admin|donor-dashboard|nonprofit-dashboard)\//,
  /^apps\/web\/src\/components\/dashboard-shell\//,
  /(^|\/)node_modules\/(recharts|@mantine\/charts|chart\.js|react-chartjs-2|d3-[a-z-]+|victory[a-z-]*)\//,
  /(^|\/)node_modules\/(jspdf|pdfkit|pdf-lib|pdfjs-dist|pdfmake|@react-pdf\/[a-z-]+)\//,
];

/** `file` is a path inside the web build (assets/x.js); its modules come from the chunk map. */
export function forbiddenModules(file, chunkMap) {
  const modules = chunkMap[file]?.modules ?? [];
  return modules.filter((module) => FORBIDDEN_ON_PUBLIC_PAGES.some((pattern) => pattern.test(module)));
}

const kind = (file) => (file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : 'other');

/**
 * One page's figures and breaches.
 * @param {{ path: string, jsKb?: number, cssKb?: number, maxScriptsBeforeRender?: number }} page the page
 *   and its budgets; a page without a budget is only checked for forbidden code
 * @param {{ file: string, gzipBytes: number, beforeFirstRender: boolean }[]} loaded every script and
 *   stylesheet the page downloaded, as a path inside the web build
 * @param {Record<string, { modules: string[] }>} chunkMap
 */
export function analyzePage(page, loaded, chunkMap) {
  const sum = (files) => files.reduce((total, entry) => total + entry.gzipBytes, 0);
  const scripts = loaded.filter((entry) => kind(entry.file) === 'js');
  const styles = loaded.filter((entry) => kind(entry.file) === 'css');
  const jsBytes = sum(scripts);
  const cssBytes = sum(styles);
  const scriptsBeforeRender = scripts.filter((entry) => entry.beforeFirstRender).length;
  const forbidden = scripts.flatMap((entry) =>
    forbiddenModules(entry.file, chunkMap).map((module) => ({ file: entry.file, module })),
  );

  const breaches = [];
  const over = (figure, budget) => budget !== undefined && figure > budget;
  if (over(jsBytes, page.jsKb * KB)) breaches.push(`JavaScript ${formatKb(jsBytes)} KB gzip > ${page.jsKb} KB`);
  if (over(cssBytes, page.cssKb * KB)) breaches.push(`CSS ${formatKb(cssBytes)} KB gzip > ${page.cssKb} KB`);
  if (over(scriptsBeforeRender, page.maxScriptsBeforeRender)) {
    breaches.push(`${scriptsBeforeRender} scripts before first render > ${page.maxScriptsBeforeRender}`);
  }
  for (const { file, module } of forbidden) breaches.push(`loads ${module} (in ${file})`);
  if (scripts.length === 0) breaches.push('no script loaded: the page did not load');

  return { path: page.path, jsBytes, cssBytes, scripts: scripts.length, scriptsBeforeRender, forbidden, breaches };
}

export function formatKb(bytes) {
  return (bytes / KB).toFixed(1);
}

const withBudget = (figure, budget) => (budget === undefined ? figure : `${figure} / ${budget}`);

/** The report printed by check-budget.mjs: one row per page, then every breach. */
export function formatReport(pages, results) {
  const rows = results.map((result, index) => {
    const page = pages[index];
    return [
      result.path,
      withBudget(formatKb(result.jsBytes), page.jsKb),
      withBudget(formatKb(result.cssBytes), page.cssKb),
      `${result.scripts}`,
      withBudget(`${result.scriptsBeforeRender}`, page.maxScriptsBeforeRender),
      `${result.forbidden.length}`,
    ];
  });
  const header = ['page', 'JS KB gzip', 'CSS KB gzip', 'scripts', 'before render', 'forbidden'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  const breaches = results.flatMap((result) => result.breaches.map((breach) => `  ${result.path}: ${breach}`));
  return [line(header), ...rows.map(line), ...(breaches.length ? ['', 'Over budget:', ...breaches] : [])].join('\n');
}
