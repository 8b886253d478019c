import { loadConfig } from '../src/platform/config';

/** The origin the benchmarks' browsers send (the server checks it on writes). */
export const BENCH_ORIGIN_URL = 'http://localhost:3000';

/**
 * A production configuration for the marketplace benchmarks (bench-marketplace.ts,
 * bench-cold-path.ts): `cachePages` sizes the page cache as a deployment's MARKETPLACE_CACHE_PAGES
 * does (the default when unset, 0 = off).
 */
export function benchConfig(url: string, dataDir: string, cachePages: string | undefined) {
  return loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PUBLIC_URL: BENCH_ORIGIN_URL,
    // Production wants https; the benchmark talks to localhost.
    ALLOW_INSECURE_PUBLIC_URL: 'true',
    SESSION_SECRET: 'b'.repeat(40),
    // Production refuses to start without mail and payments; the benchmark sends neither.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PAYMENTS: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    DEMO_DATA: 'false',
    // One request log line each would measure the terminal, not the server.
    LOG_LEVEL: 'warn',
    MARKETPLACE_CACHE_PAGES: cachePages,
  });
}
