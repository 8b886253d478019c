import DataLoader from 'dataloader';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { AUTH_LIMITS } from '@app/shared';
import type { Database } from '../database/client';
import type { UserRow } from '../database/schema';
import { unauthorized } from '../errors';
import { resolveSessions, SESSION_COOKIE } from './session';

/** Bounds one statement's IN list; a busier turn sends several. */
const MAX_SESSIONS_PER_LOOKUP = 100;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export interface SessionPluginOptions {
  db: Database;
  secureCookies: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an anonymous caller of a route that needs a session is told (401), when not the general sentence. */
    signInMessage?: string;
  }
}

/**
 * A route's OpenAPI `security` says whether it needs a session: `[{ session: [] }]` requires one,
 * `[{}, { session: [] }]` (OpenAPI's "or anonymous") and no `security` at all do not.
 */
export function routeRequiresSession(schema: { security?: unknown } | undefined): boolean {
  const security = schema?.security;
  if (!Array.isArray(security) || security.length === 0) return false;
  return security.every(
    (requirement) => typeof requirement === 'object' && requirement !== null && 'session' in requirement,
  );
}

/**
 * Resolves the session cookie on every /api call into request.user. "An /api call" is decided by
 * the matched route, not the raw URL: the router decodes the path, so `/%61pi/auth/me` runs the
 * /api/auth/me handler and must see the same session; unmatched paths and pages skip the lookup.
 *
 * It runs when the request arrives, before its body is read or validated, and answers 401 at once
 * on a route that requires a session: an anonymous caller learns nothing about what the route
 * accepts, and a large body from nobody is never parsed (docs/product.md, API contract).
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app, { db }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  /*
   * The sessions of every request that arrived in one turn of the event loop are looked up in one
   * statement, sent after they arrived (so each sees a sign-out committed before it): a round trip
   * to the database costs more than the lookup (docs/decisions/002-marketplace-search.md).
   */
  const sessionsOfTurn = new DataLoader<string, UserRow | null>((tokens) => resolveSessions(db, tokens), {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize: MAX_SESSIONS_PER_LOOKUP,
  });
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await sessionsOfTurn.load(token) : null;
    if (user) {
      request.user = user;
      request.sessionToken = token ?? null;
    } else if (routeRequiresSession(request.routeOptions.schema)) {
      throw unauthorized(request.routeOptions.config.signInMessage);
    }
  });
});

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: AUTH_LIMITS.sessionAbsoluteDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
