import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

describe('loadConfig', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demoData: true,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('turns demo data off by default on PostgreSQL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@localhost/db' });
    expect(config.demoData).toBe(false);
  });

  it('keeps a generated session secret in DATA_DIR across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ MARKETPLACE_CACHE_PAGES: '-1' }, 'MARKETPLACE_CACHE_PAGES'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ PGLITE_SHARED_BUFFERS: '16' }, 'PGLITE_SHARED_BUFFERS'],
    [{ PGLITE_SHARED_BUFFERS: '4GB' }, 'PGLITE_SHARED_BUFFERS'],
  ])('refuses %j with one line naming %s', (env, name) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://inkind.example.org',
      SMTP_URL: 'smtp://mail.example.org:587',
    };

    it('never loads demo data, even on the embedded database', () => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        ...production,
        PAYMENTS: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
      });
      expect(config.demoData).toBe(false);
    });

    it.each([
      [{ DEMO_DATA: '1' }, /^Invalid configuration: DEMO_DATA cannot be on in production/],
      [{}, /^Invalid configuration: PAYMENTS needs a provider in production/],
      [{ PAYMENTS: 'sandbox' }, /^Invalid configuration: PAYMENTS=sandbox .*ALLOW_SANDBOX_PAYMENTS=1$/],
      [{ PAYMENTS: 'stripe' }, /^Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENTS=stripe$/],
      [
        { DATABASE_URL: 'postgres://u@db/app', PAYMENTS: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' },
        /^Invalid configuration: SESSION_SECRET is required in production with DATABASE_URL/,
      ],
    ])('refuses %j', (env, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...env })).toThrow(message);
    });

    it('takes Stripe when its keys are set, and the sandbox only when explicitly allowed', () => {
      const stripe = loadConfig({
        DATA_DIR: dataDir(),
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      });
      expect(stripe.payments).toBe('stripe');
      const sandbox = loadConfig({
        DATA_DIR: dataDir(),
        ...production,
        PAYMENTS: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
      });
      expect(sandbox.payments).toBe('sandbox');
    });
  });

  it('uses the sandbox outside production unless Stripe is configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toBe('sandbox');
    expect(
      loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments,
    ).toBe('stripe');
  });
});
