import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './setup/free-port';
import {
  MAIN,
  prepareServerDatabase,
  startServerProcess,
  waitForOutput,
  type ServerDatabase,
  type ServerProcess,
} from './setup/server-process';

/** What a careful production deployment sets; each test takes one thing away or adds one shortcut. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://inkind.example.org',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SESSION_SECRET: 's'.repeat(48),
  STRIPE_SECRET_KEY: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  STRIPE_WEBHOOK_SECRET: 'whsec_8kZ2bQ0fJ7mV3xN5pL9rT1yC4hW6dA2e',
};

/** Records every module the server imports (test/setup/record-imports.mjs). */
const RECORD_IMPORTS = path.resolve(import.meta.dirname, 'setup/record-imports.mjs');

/** The npm packages among imported module URLs ('@scope/name' or 'name'). */
function packagesOf(urls: string[]): Set<string> {
  const names = urls.map((url) => /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1]);
  return new Set(names.filter((name): name is string => name !== undefined));
}

/** A server that must refuse to start: it exits 1 and its last line names what to fix. */
async function refusal(env: Record<string, string>): Promise<string> {
  const server = startServerProcess({ ...env, DATA_DIR: '/nonexistent-never-created', PORT: '0' });
  const code = await server.exited;
  expect(code, server.output()).toBe(1);
  return server.output().trim();
}

/**
 * Starts the server with `env` and waits for it to give up; one still running after `limitMs`
 * (generous: loading the server takes seconds on a busy machine) is killed and fails the test.
 */
async function failedStart(env: Record<string, string>, limitMs = 30_000) {
  const server = startServerProcess({ ...PRODUCTION, PORT: '0', ...env });
  const timer = setTimeout(() => server.child.kill('SIGKILL'), limitMs);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output().trim() };
}

describe('production start-up', () => {
  // Refusals happen before any database is opened: one engine is enough.
  const refusals = process.env.TEST_DB_ENGINE === 'postgres' ? it.skip : it;

  // The machines this runs on keep their own older node at /usr/bin/node beside the project's Node 24.
  const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => {
    const run = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    return run.status === 0 && Number(run.stdout.split('.')[0]) < 24;
  });
  (olderNode && process.env.TEST_DB_ENGINE !== 'postgres' ? it : it.skip)(
    'the runtime is past its end of life: an older Node.js than 24 is refused in one line',
    () => {
      const run = spawnSync(olderNode!, [MAIN], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(/^Node\.js 2[0-3]\.\d+\.\d+ is not supported: run the server on Node\.js 24 /);
    },
  );

  refusals('demo data in production: DEMO_DATA=1 refuses to start', async () => {
    const output = await refusal({ ...PRODUCTION, DEMO_DATA: '1' });
    expect(output).toBe(
      'Invalid configuration: DEMO_DATA cannot be on in production: the demo accounts have a published password',
    );
  });

  refusals('sandbox payments in production: no payment provider refuses to start', async () => {
    const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...withoutStripe } = PRODUCTION;
    expect(await refusal(withoutStripe)).toMatch(/^Invalid configuration: PAYMENTS needs a provider in production/);
    expect(await refusal({ ...withoutStripe, PAYMENTS: 'sandbox' })).toMatch(
      /^Invalid configuration: PAYMENTS=sandbox .* unless ALLOW_SANDBOX_PAYMENTS=1$/,
    );
  });

  refusals('a forgotten PUBLIC_URL or SMTP_URL refuses to start with one line', async () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = PRODUCTION;
    expect(await refusal(withoutUrl)).toMatch(/^Invalid configuration: PUBLIC_URL is required in production/);
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION;
    expect(await refusal(withoutSmtp)).toMatch(/^Invalid configuration: SMTP_URL is required in production/);
  });

  refusals(
    'start-up failures say too little: an unreachable DATABASE_URL stops at once with one line naming it and the cause, never the password',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'unreachable-db-'));
      try {
        const port = await freePort();
        const failure = await failedStart({
          DATA_DIR: dataDir,
          DATABASE_URL: `postgres://app:hunter2-secret@127.0.0.1:${port}/inkind`,
        });
        expect(failure.code, failure.output).toBe(1);
        expect(failure.output).toBe(
          `Cannot reach the database: DATABASE_URL (postgres://app:***@127.0.0.1:${port}/inkind): ` +
            `connect ECONNREFUSED 127.0.0.1:${port}`,
        );
        expect(failure.output).not.toContain('hunter2');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  refusals(
    'start-up failures say too little: an unusable DATA_DIR stops at once with one line naming it',
    async () => {
      // With SESSION_SECRET set, and without it (generated into DATA_DIR first thing).
      for (const env of [{ DATA_DIR: '/proc/x' }, { DATA_DIR: '/proc/x', SESSION_SECRET: '' }] as Record<
        string,
        string
      >[]) {
        const failure = await failedStart(env);
        expect(failure.code, failure.output).toBe(1);
        expect(failure.output).toMatch(/^Invalid configuration: DATA_DIR \(\/proc\/x\) cannot be used: ENOENT[^\n]*$/);
      }
    },
    90_000,
  );

  it('demo accounts survive into production: a production start on a database that once ran with demo data refuses, in one line saying how to start clean', async () => {
    const database = await prepareServerDatabase();
    try {
      const demo = startServerProcess({
        ...database.env,
        NODE_ENV: 'development',
        DEMO_DATA: '1',
        SESSION_SECRET: PRODUCTION.SESSION_SECRET,
        PORT: String(await freePort()),
      });
      await waitForOutput(demo, 'is running at');
      await demo.stop();
      expect(demo.output()).toContain('Demo data loaded');

      const failure = await failedStart(database.env);
      expect(failure.code, failure.output).toBe(1);
      expect(failure.output.split('\n')).toHaveLength(1);
      expect(failure.output).toMatch(
        /^Refusing to start in production: the (embedded database in DATA_DIR|database at DATABASE_URL) \(.*\) holds the demo data \(\d+ demo accounts such as admin@demo\.example, whose password is published, .*\); start on a fresh database: a new, empty DATA_DIR or DATABASE_URL$/,
      );
    } finally {
      await database.dispose();
    }
  }, 180_000);

  describe('with an explicit sandbox', () => {
    let database: ServerDatabase;
    let server: ServerProcess;
    let base: string;
    let importsDir: string;
    let importedAtStart: string[];

    beforeAll(async () => {
      database = await prepareServerDatabase();
      importsDir = mkdtempSync(path.join(tmpdir(), 'imports-'));
      const importsFile = path.join(importsDir, 'imports.txt');
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...withoutStripe } = PRODUCTION;
      server = startServerProcess(
        {
          ...withoutStripe,
          ...database.env,
          PAYMENTS: 'sandbox',
          ALLOW_SANDBOX_PAYMENTS: '1',
          PORT: String(port),
          RECORD_IMPORTS_FILE: importsFile,
        },
        ['--import', RECORD_IMPORTS],
      );
      await waitForOutput(server, 'is running at');
      importedAtStart = readFileSync(importsFile, 'utf8').split('\n').filter(Boolean);
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await database?.dispose();
      if (importsDir) rmSync(importsDir, { recursive: true, force: true });
    });

    it('loads at start only what serving needs: upload, email, payment and password-list libraries wait for their first use', () => {
      // Each of these is loaded by the code that uses it; loaded at start, it would only make every
      // instance bigger (docs/decisions/009-compression-and-built-server.md, "Memory").
      const packages = packagesOf(importedAtStart);
      expect(packages).toContain('@fastify/static');
      const otherEngine = process.env.TEST_DB_ENGINE === 'postgres' ? '@electric-sql/pglite' : 'pg';
      for (const later of ['sharp', 'file-type', 'nodemailer', 'stripe', '@zxcvbn-ts/language-common', otherEngine]) {
        expect(packages, later).not.toContain(later);
      }
    });

    it('prints which payment provider is live', () => {
      expect(server.output()).toContain('payments: built-in sandbox (test cards only, no money is taken)');
      expect(server.output()).toContain('demo data: off');
    });

    it('demo data in production: the demo admin cannot sign in', async () => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PRODUCTION.PUBLIC_URL },
        body: JSON.stringify({ email: 'admin@demo.example', password: 'demo-password-1' }),
      });
      expect(response.status).toBe(401);
    });

    it('mailbox and test-login in production: the dev mailbox and /test-login answer 404', async () => {
      for (const url of [
        '/api/dev/mailbox',
        '/api/dev/mailbox?to=admin@demo.example',
        '/api/dev/test-login',
        '/test-login',
      ]) {
        const response = await fetch(`${base}${url}`);
        expect(response.status, url).toBe(404);
      }
    });

    it('docs in production: /api/docs lists no dev route (sent compressed by the built server)', async () => {
      const response = await fetch(`${base}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const paths = Object.keys(((await response.json()) as { paths: Record<string, unknown> }).paths);
      expect(paths.length).toBeGreaterThan(20);
      expect(paths.filter((route) => route.includes('/dev/'))).toEqual([]);
    });
  });
});
