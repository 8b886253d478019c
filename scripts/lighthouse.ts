/**
 * Lighthouse on the built app: the marketplace and the login page as a visitor, and each dashboard
 * signed in as its demo user. Mobile profile with Lighthouse's simulated throttling (its defaults).
 *
 *   npm run lighthouse                    (every page; builds first if a dist folder is missing)
 *   npm run lighthouse -- /login donor    (only these pages, by path or by name)
 *   npm run lighthouse -- --runs=3        (the median of 3 runs per page, by Lighthouse's own pick)
 *
 * Starts `node apps/server/dist/main.js` with the demo data in a throwaway data folder on a free
 * port, prints the four category scores and FCP, LCP, TBT and CLS per page, writes each page's HTML
 * and JSON report to lighthouse-reports/, and exits 1 when a score misses its target
 * (performance 90, accessibility 95, best practices 95). Chromium comes from CHROME_PATH, or
 * /usr/bin/chromium.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { paths } from '../apps/web/src/lib/paths.ts';
import { CATEGORIES, printSummary, score, type Page, type PageResult } from './lighthouse/report.ts';
import { buildIfMissing, freePort, signIn, startServer } from './lighthouse/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, 'lighthouse-reports');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGES: Page[] = [
  { name: 'marketplace', path: paths.marketplace },
  { name: 'login', path: paths.login },
  { name: 'nonprofit', path: paths.nonprofitDashboard, email: 'nonprofit@demo.example' },
  { name: 'donor', path: paths.donorDashboard, email: 'donor@demo.example' },
  { name: 'admin', path: paths.adminDashboard, email: 'admin@demo.example' },
];

interface Options {
  pages: Page[];
  runs: number;
}

function parseArgs(argv: string[]): Options {
  let runs = 1;
  const wanted: string[] = [];
  for (const arg of argv) {
    const runsMatch = /^--runs=(\d+)$/.exec(arg);
    if (runsMatch) runs = Math.max(1, Number(runsMatch[1]));
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg} (known: --runs=N)`);
    else wanted.push(arg);
  }
  const pages = wanted.length
    ? wanted.map((want) => {
        const page = PAGES.find((candidate) => candidate.path === want || candidate.name === want);
        if (!page) {
          throw new Error(
            `No page ${want}; known: ${PAGES.map((known) => `${known.name} (${known.path})`).join(', ')}`,
          );
        }
        return page;
      })
    : PAGES;
  return { pages, runs };
}

interface Run {
  lhr: Result;
  json: string;
  html: string;
}

let runningChrome: chromeLauncher.LaunchedChrome | undefined;

/** One Lighthouse run in a fresh Chromium (empty profile, so a cold cache every time). */
async function runOnce(url: string, cookie: string | undefined): Promise<Run> {
  // Ctrl+C is handled in main(), which also stops the server and removes the data folder.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  runningChrome = chrome;
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: ['json', 'html'],
      onlyCategories: [...CATEGORIES],
      // The Cookie header replaces the browser's own cookies; the session is the only one the pages need.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    const [json, html] = result.report as string[];
    return { lhr: result.lhr, json: json!, html: html! };
  } finally {
    runningChrome = undefined;
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  buildIfMissing();
  mkdirSync(REPORTS, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
  const server = startServer(await freePort(), dataDir);
  const cleanUp = async () => {
    runningChrome?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl+C: no server, browser or data folder is left behind.
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const results: PageResult[] = [];
  try {
    await server.ready;
    console.log(
      `[lighthouse] ${server.origin}; ${options.pages.length} page(s), ${options.runs} run(s) each; ` +
        `${cpus().length} cores, load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(', ')}`,
    );
    for (const page of options.pages) {
      const cookie = page.email ? await signIn(server.origin, page.email) : undefined;
      const runs: Run[] = [];
      for (let run = 0; run < options.runs; run++) {
        process.stdout.write(`[lighthouse] ${page.name} ${page.path}${options.runs > 1 ? ` run ${run + 1}` : ''}… `);
        const one = await runOnce(`${server.origin}${page.path}`, cookie);
        console.log(`performance ${score(one.lhr, 'performance')}`);
        runs.push(one);
      }
      const lhr = computeMedianRun(runs.map((one) => one.lhr));
      const chosen = runs.find((one) => one.lhr === lhr)!;
      if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
        console.warn(`[lighthouse] ${page.name}: ended on ${lhr.finalDisplayedUrl}, not ${page.path}`);
      }
      writeFileSync(path.join(REPORTS, `${page.name}.report.html`), chosen.html);
      writeFileSync(path.join(REPORTS, `${page.name}.report.json`), chosen.json);
      results.push({ page, lhr, performanceRuns: runs.map((one) => score(one.lhr, 'performance')) });
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }

  const missed = printSummary(results, options.runs, path.relative(ROOT, REPORTS));
  if (missed) {
    console.error(`[lighthouse] ${missed} score(s) below target`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
