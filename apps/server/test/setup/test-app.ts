import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '#src/app';
import { createSession, SESSION_COOKIE } from '#src/platform/auth/session';
import { loadConfig, type AppConfig } from '#src/platform/config';
import type { AppContext } from '#src/platform/context';
import { createContext } from '#src/platform/create-context';
import type { DatabaseHandle } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import { openTestDatabase, releaseTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Sends a request as a same-origin browser would (Origin header set), optionally signed in. */
  request(options: InjectOptions & { as?: UserRow | string }): Promise<LightMyRequestResponse>;
  /** A session cookie value for the user, as if they had logged in. */
  sessionFor(user: UserRow): Promise<string>;
  close(): Promise<void>;
}

/** A real server on a fresh database for one test file; no mocks. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** A database of the test's own (a primary with replicas); the engine's fresh copy by default. */
  database?: DatabaseHandle,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' }),
    ...overrides,
  };
  const log = pino({ level: 'silent' });
  const ctx = await createContext(config, log, database ?? (await openTestDatabase()));
  await ctx.live.start();
  const app = await buildApp(ctx);
  await app.ready();
  const sessions = new Map<number, string>();

  const sessionFor = async (user: UserRow) => {
    const existing = sessions.get(user.id);
    if (existing) return existing;
    const token = await createSession(ctx.db, user.id);
    sessions.set(user.id, token);
    return token;
  };

  return {
    app,
    ctx,
    sessionFor,
    async request({ as, headers, ...options }) {
      const token = as === undefined ? undefined : typeof as === 'string' ? as : await sessionFor(as);
      return app.inject({
        ...options,
        headers: {
          origin: TEST_ORIGIN,
          ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
          ...headers,
        },
      });
    },
    async close() {
      await app.close();
      await ctx.live.close();
      await ctx.mailer.close();
      await releaseTestDatabase(ctx.database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
