import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { shareAuditedStates } from './support/audited-states';
import { E2E_SESSION_SECRET } from './support/session-secret';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
// A fresh embedded database per run: demo data is loaded into it on start. Set in the runner, so
// the workers, which load this file again, inherit it rather than each making an unused folder.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-')));
shareAuditedStates();

/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it): the same engine without the
 * full browser's shell, about a fifth less CPU per journey on the 2-core CI machine (docs/quality.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers: one left the 2-core machine idle about half the time (journeys wait on live
  // updates, emails and the server), and two ran the 92 journeys in 7.0 min against 10.6, all passing
  // first time (docs/quality.md, "Where CI's time goes"). E2E_WORKERS=1 runs one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A journey that misses a wait once is tried again; one failing three times fails the run.
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // A trace records the page before and after every action: it took a third of the journeys' time
    // (the same four journeys: 108 s traced, 67 s not). A failing journey's first retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app honours reduced motion: axe then reads dialogs at full opacity, never half-way through a fade.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // One origin under test: no process per site and no separate GPU process, less IPC on 2 cores.
        '--in-process-gpu',
        '--disable-features=site-per-process,IsolateOrigins',
        '--disable-site-isolation-trials',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /phone-layout(-[a-z]+)?\.spec\.ts/ },
    // A phone's width: the layout checks, and every page and overlay they visit audited by axe at it.
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
      testMatch: /phone-layout(-[a-z]+)?\.spec\.ts/,
    },
  ],
  webServer: {
    // The built server, as npm start runs it: `npm run test:e2e` builds the web app and the server first.
    command: 'node ../apps/server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
      SESSION_SECRET: E2E_SESSION_SECRET,
      // The journeys' client addresses come through this loopback "proxy" (support/fixtures.ts).
      TRUST_PROXY: 'loopback',
    },
  },
});
