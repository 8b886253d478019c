import { REQUEST_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/factories/users';
import type { UserRow } from '../src/platform/database/schema';
import { databaseFingerprint } from './bad-input-route-walk.support';
import { createTestApp, type TestApp } from './setup/test-app';

/** Refusals that must say what is true about the request (docs/product.md, API contract). */
describe('refusals say what is true', () => {
  let t: TestApp;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    await t.sessionFor(donor);
  });
  afterAll(() => t.close());

  it('a 2 MB JSON body is told the body limit, not "File too large ... 10MB"', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/items',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
      as: donor,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body too large. The limit is 1 MB.' });
  });

  /** The API's own description of its routes: method, path and whether a session is required. */
  async function describedRoutes() {
    const spec = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    return Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        needsSession:
          (operation.security ?? []).length > 0 && (operation.security ?? []).every((option) => 'session' in option),
      })),
    );
  }

  it('an anonymous call with a bad body gets 401, not 400: on every route that needs a session, before anything is read', async () => {
    const guarded = (await describedRoutes()).filter((route) => route.needsSession);
    expect(guarded.length).toBeGreaterThan(40);
    const before = await databaseFingerprint(t.ctx.db);
    const answers: string[] = [];
    for (const route of guarded) {
      const url = `${route.path.replace(/\{[^}]+\}/g, 'not-an-id')}?nonprofit_id=abc&donor_id=-1&page=x`;
      const response = await t.request({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET'
          ? {}
          : { payload: '[1, "\u0000"]', headers: { 'content-type': 'application/json' } }),
      });
      const { detail } = response.json<{ detail: string }>();
      // The general sentence, or a route's own (asking for an item says what signing in is for).
      const told = detail === 'Please log in to continue.' || detail === REQUEST_MESSAGES.notLoggedIn;
      answers.push(`${route.method} ${route.path} ${response.statusCode} ${told ? 'sign-in sentence' : detail}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401 sign-in sentence'))).toEqual([]);
    expect(await databaseFingerprint(t.ctx.db)).toEqual(before);
  });

  it('a cross-site call is still refused before the session is looked at (403), and a signed-in bad body still gets 400', async () => {
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/requests?nonprofit_id=1',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const signedIn = await t.request({ method: 'POST', url: '/api/items', payload: [1], as: donor });
    expect(signedIn.statusCode).toBe(400);
  });

  it('every described route either needs a session or is one of the public ones', async () => {
    const open = (await describedRoutes())
      .filter((route) => !route.needsSession && !route.path.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(open).toEqual(PUBLIC_ROUTES.toSorted());
  });
});

/** Routes anyone may call; the others answer 401 to a caller without a session before reading anything. */
const PUBLIC_ROUTES = [
  'GET /api/auth/session',
  'GET /api/categories',
  'GET /api/donor-scope-options',
  'GET /api/geocode/search',
  'GET /api/health',
  'GET /api/images/{file}',
  'GET /api/impact',
  'GET /api/items',
  'GET /api/locations',
  'GET /api/token-bundles',
  'GET /api/dev/test-login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/request-verification',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/confirm-delivery/{request_id}',
  'POST /api/contact',
  'POST /api/documents/upload',
  'POST /api/payments/webhook',
  'POST /api/sandbox-checkout/{id}/pay',
];
