import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

/** Shaped like real keys: the prefix, then a body as long as in Stripe's documentation. */
const STRIPE_KEY = 'sk_live_51H8abcDEFghiJKLmnoPQRstu';
const WEBHOOK_SECRET = 'whsec_8kZ2bQ0fJ7mV3xN5pL9rT1yC4hW6dA2e';

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

  describe('DATABASE_REPLICA_URLS', () => {
    const primary = 'postgres://app:primary-secret@db-primary:5432/inkind';

    it('takes comma-separated PostgreSQL URLs beside DATABASE_URL, and none by default', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: primary }).databaseReplicaUrls).toEqual([]);
      const config = loadConfig({
        DATA_DIR: dataDir(),
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'postgres://app:pw@replica-1/inkind, postgresql://app:pw@replica-2:5433/inkind',
      });
      expect(config.databaseReplicaUrls).toEqual([
        'postgres://app:pw@replica-1/inkind',
        'postgresql://app:pw@replica-2:5433/inkind',
      ]);
    });

    it.each([
      ['mysql://app:hunter2-secret@replica/inkind'],
      ['postgres://app:pw@replica/inkind,,postgres://app:hunter2-secret@other/inkind'],
      ['app:hunter2-secret@replica-1:5432/inkind'],
      ['postgres://'],
    ])('refuses %s in one line that prints no password', (value) => {
      let message = '';
      try {
        loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: primary, DATABASE_REPLICA_URLS: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration: DATABASE_REPLICA_URLS must be PostgreSQL URLs/);
      expect(message).not.toContain('\n');
      expect(message).not.toMatch(/hunter2|secret|pw@/);
    });

    it('refuses replicas without a primary: the embedded database has none', () => {
      expect(() =>
        loadConfig({ DATA_DIR: dataDir(), DATABASE_REPLICA_URLS: 'postgres://app:pw@replica/inkind' }),
      ).toThrow(/^Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL/);
    });
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
    [{ STRIPE_SECRET_KEY: STRIPE_KEY }, 'STRIPE_WEBHOOK_SECRET'],
    [{ MARKETPLACE_CACHE_PAGES: '-1' }, 'MARKETPLACE_CACHE_PAGES'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ PGLITE_SHARED_BUFFERS: '16' }, 'PGLITE_SHARED_BUFFERS'],
    [{ PGLITE_SHARED_BUFFERS: '4GB' }, 'PGLITE_SHARED_BUFFERS'],
  ])('refuses %j with one line naming %s', (env, name) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it.each([['sk_'], ['sk_test_'], ['sk_live_x'], ['pk_live_51H8abcDEFghiJKLmnoPQRstu'], ['sk_live_short']])(
    'production accepts unsafe settings: a Stripe key that is only a prefix (%s) is refused',
    (key) => {
      const attempt = () =>
        loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
      expect(attempt).toThrow(/^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/);
    },
  );

  it.each([['whsec_'], ['whsec_x'], ['sk_live_51H8abcDEFghiJKLmnoPQRstu']])(
    'production accepts unsafe settings: a webhook secret that is only a prefix (%s) is refused',
    (secret) => {
      const attempt = () =>
        loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: secret });
      expect(attempt).toThrow(/^Invalid configuration: STRIPE_WEBHOOK_SECRET must be the webhook's signing secret/);
    },
  );

  it('takes real-looking Stripe keys of every kind', () => {
    for (const key of [STRIPE_KEY, 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'rk_live_' + 'a1B2'.repeat(25)]) {
      expect(
        loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).payments,
      ).toBe('stripe');
    }
  });

  it('production accepts unsafe settings: a PUBLIC_URL that is not http(s), such as javascript:, is refused everywhere', () => {
    for (const url of ['javascript:alert(1)', 'ftp://inkind.example.org', 'data:text/html,hi']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: url })).toThrow(/^Invalid configuration: PUBLIC_URL /);
    }
  });

  describe('TRUST_PROXY', () => {
    it('takes proxy addresses and ranges, comma-separated, as the only peers allowed to name the client', () => {
      const config = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' });
      expect(config.trustProxy).toBe('10.0.0.5,10.1.0.0/16,::1,fd00::/8,loopback');
    });

    it.each([['10.0.0.300'], ['10.0.0.0/33'], ['proxy.internal'], ['10.0.0.1,,']])(
      'refuses %s with one line',
      (value) => {
        expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
          /^Invalid configuration: TRUST_PROXY must be the proxy addresses or ranges/,
        );
      },
    );

    it('still takes true and a hop count outside production', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
      expect(typeof loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe('function');
    });
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
      [
        { PUBLIC_URL: 'http://inkind.example.org', PAYMENTS: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' },
        /^Invalid configuration: PUBLIC_URL must be an https:\/\/ address in production .*ALLOW_INSECURE_PUBLIC_URL=1$/,
      ],
      [
        { TRUST_PROXY: 'true', PAYMENTS: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' },
        /^Invalid configuration: TRUST_PROXY=true lets any client .* forge its address/,
      ],
      [
        { TRUST_PROXY: '1', PAYMENTS: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' },
        /^Invalid configuration: TRUST_PROXY=1 lets any client .* forge its address/,
      ],
    ])('refuses %j', (env, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...env })).toThrow(message);
    });

    it('production accepts unsafe settings: an http PUBLIC_URL runs only with ALLOW_INSECURE_PUBLIC_URL=1', () => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        ...production,
        PUBLIC_URL: 'http://staging.inkind.internal',
        ALLOW_INSECURE_PUBLIC_URL: '1',
        PAYMENTS: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
      });
      expect(config.publicUrl).toBe('http://staging.inkind.internal');
    });

    it('TRUST_PROXY: takes the load balancer addresses in production', () => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        ...production,
        TRUST_PROXY: '10.0.0.0/16',
        PAYMENTS: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
      });
      expect(config.trustProxy).toBe('10.0.0.0/16');
    });

    it('takes Stripe when its keys are set, and the sandbox only when explicitly allowed', () => {
      const stripe = loadConfig({
        DATA_DIR: dataDir(),
        ...production,
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
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
      loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })
        .payments,
    ).toBe('stripe');
  });
});
