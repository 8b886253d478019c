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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { paths } from '../apps/web/src/lib/paths';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
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
const DEMO_PASSWORD = 'demo-password-1';
const STARTUP_TIMEOUT_MS = 90_000;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Minimum score out of 100; SEO is reported without a target. */
const TARGETS: Partial<Record<Category, number>> = { performance: 90, accessibility: 95, 'best-practices': 95 };

interface Page {
  name: string;
  path: string;
  /** The demo user to sign in as, or none for a visitor. */
  email?: string;
}

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function buildIfMissing(): void {
  if (existsSync(WEB_INDEX) && existsSync(SERVER_MAIN)) return;
  console.log('[lighthouse] a dist folder is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

interface RunningServer {
  origin: string;
  /** Resolves once /api/health answers; rejects if the server exits or stays silent first. */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

function startServer(port: number, dataDir: string): RunningServer {
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      // Loopback only: nothing outside this machine needs to reach it.
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      NODE_ENV: 'development',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = (async () => {
    const started = Date.now();
    while (Date.now() - started < STARTUP_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited early:\n${errors}`);
      const ok = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No answer from /api/health within ${STARTUP_TIMEOUT_MS} ms:\n${errors}`);
  })();
  return { origin, ready, stop };
}

/** Signs in through the API and returns the session cookie as a Cookie header value. */
async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    // The server refuses state-changing calls without a same-origin Origin header.
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email}: ${response.status} ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('sid='));
  if (!session) throw new Error(`Signing in as ${email} set no session cookie`);
  return session;
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

const score = (lhr: Result, category: Category): number => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface PageResult {
  page: Page;
  lhr: Result;
  /** Every run's performance score, to show the spread when there were several. */
  performanceRuns: number[];
}

/** The audits that cost points in a category, worst first, for the console summary. */
function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .filter((audit) => category !== 'performance' || !Object.hasOwn(METRICS, audit.id))
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${audit.id}]`);
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

/** Performance insights and opportunities ranked by the time Lighthouse says they would save. */
function topOpportunities(lhr: Result, count: number): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => !Object.hasOwn(METRICS, audit.id))
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const ms = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
      return { audit, ms };
    })
    .filter(({ audit, ms }) => ms > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${audit.id}]`);
}

function printTable(results: PageResult[], runs: number): void {
  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
  const rows = results.map(({ lhr, page, performanceRuns }) => [
    page.name,
    page.path,
    String(score(lhr, 'performance')) + (runs > 1 ? ` (${performanceRuns.join('/')})` : ''),
    String(score(lhr, 'accessibility')),
    String(score(lhr, 'best-practices')),
    String(score(lhr, 'seo')),
    seconds(numeric(lhr, 'first-contentful-paint')),
    seconds(numeric(lhr, 'largest-contentful-paint')),
    `${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
    numeric(lhr, 'cumulative-layout-shift').toFixed(3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
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

  printTable(results, options.runs);
  if (options.runs > 1) console.log(`(the run closest to the median FCP and TTI of ${options.runs}; perf of each run)`);
  let missed = 0;
  for (const { page, lhr } of results) {
    const notes: string[] = [];
    for (const category of CATEGORIES) {
      const target = TARGETS[category];
      const value = score(lhr, category);
      if (target !== undefined && value < target) {
        missed++;
        notes.push(`  ${category} ${value} < ${target}`);
      }
      if (category !== 'performance') {
        for (const audit of failingAudits(lhr, category)) notes.push(`  ${category}: ${audit}`);
      }
    }
    for (const opportunity of topOpportunities(lhr, 3)) notes.push(`  performance: ${opportunity}`);
    if (notes.length) console.log(`\n${page.name} (${page.path})\n${notes.join('\n')}`);
  }
  console.log(`\n[lighthouse] reports in ${path.relative(ROOT, REPORTS)}/ (<page>.report.html, <page>.report.json)`);
  if (missed) {
    console.error(`[lighthouse] ${missed} score(s) below target`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
