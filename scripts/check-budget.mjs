// npm run check:budget: loads the public pages of the built app in headless Chromium as a visitor and
// checks what they download against the bundle budget (scripts/budget/analyze-budget.mjs). Builds
// first when the web app or the server has not been built (or with --build). Exits 1 on any breach.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { analyzePage, formatReport, PUBLIC_PAGES } from './budget/analyze-budget.mjs';
import { loadPage } from './budget/load-page.mjs';
import { startServer } from './budget/start-server.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webDist = path.join(repoRoot, 'apps/web/dist');
const chunkMapPath = path.join(webDist, '.vite/chunk-map.json');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The gzip size the server sends: the .gz written at build time, or the file gzipped the same way. */
function gzipBytes(file) {
  const full = path.join(webDist, file);
  if (existsSync(`${full}.gz`)) return statSync(`${full}.gz`).size;
  return gzipSync(readFileSync(full), { level: constants.Z_BEST_COMPRESSION }).length;
}

if (process.argv.includes('--build') || ![chunkMapPath, serverMain].every((file) => existsSync(file))) {
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
}
const chunkMap = JSON.parse(readFileSync(chunkMapPath, 'utf8'));

const server = await startServer(repoRoot);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
let results;
try {
  results = [];
  for (const page of PUBLIC_PAGES) {
    const loaded = await loadPage(browser, `${server.baseUrl}${page.path}`);
    const sized = loaded.map((entry) => ({ ...entry, gzipBytes: gzipBytes(entry.file) }));
    results.push(analyzePage(page, sized, chunkMap));
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(formatReport(PUBLIC_PAGES, results));
const failed = results.some((result) => result.breaches.length > 0);
console.log(failed ? '\nBundle budget: FAILED' : '\nBundle budget: OK');
process.exitCode = failed ? 1 : 0;
