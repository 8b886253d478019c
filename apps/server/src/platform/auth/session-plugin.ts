import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { AUTH_LIMITS } from '@app/shared';
import type { Database } from '../database/client';
import type { UserRow } from '../database/schema';
import { resolveSession, SESSION_COOKIE } from './session';

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

/**
 * Resolves the session cookie on every /api call into request.user. "An /api call" is decided by
 * the matched route, not the raw URL: the router decodes the path, so `/%61pi/auth/me` runs the
 * /api/auth/me handler and must see the same session; unmatched paths and pages skip the lookup.
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app, { db }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.routeOptions.url?.startsWith('/api/')) return;
    const user = await resolveSession(db, token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
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
