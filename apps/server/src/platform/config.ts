import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir } from './file-modes';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, on, off, yes, no',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // Only whether each entry is a PostgreSQL URL is said: an entry is never printed (it holds a password).
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine((urls) => urls.every(isPostgresUrl), {
      error: 'must be PostgreSQL URLs (postgres://user:password@host:port/database), comma-separated',
    })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as http://localhost:3000' })
    .optional(),
  ALLOW_INSECURE_PUBLIC_URL: booleanFlag.optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().default('In-Kind Marketplace <no-reply@inkind.example>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@inkind.example'),
  // Real keys carry a body of 24 to 99+ letters and digits after the prefix (test keys in Stripe's
  // own documentation have 24); 16 is lenient and still refuses a bare or truncated prefix.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]{16,}$/, {
      error: 'must be a Stripe secret key (sk_live_, sk_test_, rk_live_ or rk_test_ followed by the key)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_]{16,}$/, {
      error: "must be the webhook's signing secret (whsec_ followed by the secret)",
    })
    .optional(),
  PAYMENTS: z.enum(['stripe', 'sandbox'], { error: 'must be stripe or sandbox' }).optional(),
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.optional(),
  STORAGE_DIR: z.string().optional(),
  DEMO_DATA: booleanFlag.optional(),
  NOMINATIM_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  TRUST_PROXY: z
    .string()
    .refine((value) => /^(true|false|\d+)$/.test(value) || proxyList(value).every(isProxyAddress), {
      error: 'must be the proxy addresses or ranges, comma-separated (such as 10.0.0.5,10.1.0.0/16), or false',
    })
    .optional(),
  MARKETPLACE_CACHE_PAGES: z.coerce
    .number({ error: 'must be a whole number (0 turns the cache off)' })
    .int({ error: 'must be a whole number (0 turns the cache off)' })
    .min(0, { error: 'must be 0 or more' })
    .default(20_000),
  // A size PostgreSQL reads (1MB to 1GB): the embedded database's memory, which must fit PGlite's
  // 2 GB of WebAssembly memory with room for queries.
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d*(MB|GB)$/, { error: 'must be a size such as 16MB or 128MB' })
    .refine((value) => (value.endsWith('GB') ? parseInt(value, 10) * 1024 : parseInt(value, 10)) <= 1024, {
      error: 'must be at most 1GB',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Streaming replicas of DATABASE_URL that serve marketplace and dashboard reads
   * (docs/decisions/017-read-replicas.md); empty = every read on DATABASE_URL.
   */
  databaseReplicaUrls: readonly string[];
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Which payment provider takes card payments: Stripe, or the built-in sandbox with test cards. */
  payments: PaymentsMode;
  storageDir: string;
  demoData: boolean;
  nominatimUrl: string | undefined;
  logLevel: string;
  /**
   * How many GET /items result pages each process keeps (features/items/items.cache.ts), about
   * 3.5 KB each (docs/decisions/002-marketplace-search.md); 0 = none.
   */
  marketplaceCachePages: number;
  /** The embedded database's shared buffers ('16MB' when unset); unused with DATABASE_URL. */
  pgliteSharedBuffers: string | undefined;
  /** Fastify trustProxy: only behind a known proxy may X-Forwarded-For name the client. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /**
   * "host:port" pairs a listing import may fetch pictures from although they are not public hosts.
   * Never read from the environment: only tests set it, to serve pictures from a local server, so
   * a running server refuses loopback and private addresses (features/listing-imports).
   */
  imageFetchTestHosts: readonly string[];
}

export type PaymentsMode = 'stripe' | 'sandbox';

export class ConfigError extends Error {}

type EnvValues = z.infer<typeof envSchema>;

/** Reads and checks the environment; a bad value names its variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const values = parsed.data;
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    // Without it no webhook verifies, and payments would complete only while someone polls.
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  if (values.DATABASE_REPLICA_URLS && !values.DATABASE_URL) {
    // Replicas copy a PostgreSQL primary; the embedded database has none.
    throw new ConfigError(
      'Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL (the primary they replicate)',
    );
  }
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction) refuseProductionShortcuts(values);
  const payments = paymentsMode(values);
  const dataDir = path.resolve(values.DATA_DIR);
  const port = values.PORT;
  return {
    env: values.NODE_ENV,
    isProduction,
    port,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseReplicaUrls: values.DATABASE_REPLICA_URLS ?? [],
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionSecret: values.SESSION_SECRET ?? persistentSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    payments,
    storageDir: path.resolve(values.STORAGE_DIR ?? path.join(dataDir, 'uploads')),
    // Never in production: the demo accounts' password is published (refused above when asked for).
    demoData: !isProduction && (values.DEMO_DATA ?? !values.DATABASE_URL),
    nominatimUrl: values.NOMINATIM_URL,
    logLevel: values.LOG_LEVEL,
    marketplaceCachePages: values.MARKETPLACE_CACHE_PAGES,
    pgliteSharedBuffers: values.PGLITE_SHARED_BUFFERS,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    imageFetchTestHosts: [],
  };
}

/**
 * Production must not run with a development shortcut or a forgotten setting (docs/product.md,
 * "Running safely"): each is refused with one line that says what to set.
 */
function refuseProductionShortcuts(values: EnvValues): void {
  const refuse = (line: string) => {
    throw new ConfigError(`Invalid configuration: ${line}`);
  };
  if (values.DEMO_DATA === true) {
    refuse('DEMO_DATA cannot be on in production: the demo accounts have a published password');
  }
  if (!values.PUBLIC_URL) refuse('PUBLIC_URL is required in production (the address in emailed links)');
  if (values.PUBLIC_URL && !values.PUBLIC_URL.startsWith('https://') && !values.ALLOW_INSECURE_PUBLIC_URL) {
    refuse(
      'PUBLIC_URL must be an https:// address in production (cookies are Secure and HSTS is sent only over https); ' +
        'behind a proxy that ends TLS for an http:// staging address, set ALLOW_INSECURE_PUBLIC_URL=1',
    );
  }
  if (values.TRUST_PROXY === 'true' || /^\d+$/.test(values.TRUST_PROXY ?? '')) {
    refuse(
      `TRUST_PROXY=${values.TRUST_PROXY} lets any client that reaches the server forge its address in ` +
        'X-Forwarded-For (and escape rate limits): in production list the proxy addresses or ranges, such as 10.0.0.0/16',
    );
  }
  if (!values.SMTP_URL) {
    refuse('SMTP_URL is required in production: without it emails, with their sign-in links, only go to the log');
  }
  if (values.DATABASE_URL && !values.SESSION_SECRET) {
    refuse('SESSION_SECRET is required in production with DATABASE_URL: every instance must share it');
  }
  if (values.PAYMENTS === 'sandbox' && !values.ALLOW_SANDBOX_PAYMENTS) {
    refuse('PAYMENTS=sandbox takes test cards for real tokens: refused in production unless ALLOW_SANDBOX_PAYMENTS=1');
  }
  if (!values.PAYMENTS && !values.STRIPE_SECRET_KEY) {
    refuse(
      'PAYMENTS needs a provider in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, ' +
        'or PAYMENTS=sandbox with ALLOW_SANDBOX_PAYMENTS=1',
    );
  }
}

/** Stripe when its key is set (or PAYMENTS=stripe asks for it), otherwise the sandbox. */
function paymentsMode(values: EnvValues): PaymentsMode {
  const mode = values.PAYMENTS ?? (values.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (mode === 'stripe' && !values.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENTS=stripe');
  }
  return mode;
}

/** A URL node-postgres can connect to: postgres:// or postgresql:// with a host. */
function isPostgresUrl(entry: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(entry)) return false;
  try {
    return new URL(entry).hostname !== '';
  } catch {
    return false;
  }
}

const proxyList = (value: string) => value.split(',').map((entry) => entry.trim());

/** An IP address, an address/prefix range, or one of proxy-addr's names (what Fastify's trustProxy takes). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Only a listed proxy may name the client in X-Forwarded-For. `true` and hop counts (refused in
 * production) trust whoever connects, so a client reaching the port directly picks its own address.
 */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return proxyList(value).join(',');
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** SESSION_SECRET unset: generated once and kept in DATA_DIR so restarts keep signed links valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  return usingFolder('DATA_DIR', dataDir, () => {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    ensurePrivateDir(dataDir);
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  });
}

/** A folder the server cannot create or write stops start-up at once, with one line naming its setting. */
function usingFolder<T>(name: string, dir: string, use: () => T): T {
  try {
    return use();
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${name} (${dir}) cannot be used: ${(error as Error).message}`);
  }
}

/** Creates DATA_DIR and STORAGE_DIR (private) and checks the server may write in them. */
export function prepareFolders(config: Pick<AppConfig, 'dataDir' | 'storageDir'>): void {
  for (const [name, dir] of [
    ['DATA_DIR', config.dataDir],
    ['STORAGE_DIR', config.storageDir],
  ] as const) {
    usingFolder(name, dir, () => {
      ensurePrivateDir(dir);
      accessSync(dir, constants.W_OK);
    });
  }
}
