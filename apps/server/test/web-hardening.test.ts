import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HTTP_URL_MESSAGE } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, CSP_NONCE_PLACEHOLDER } from '../src/app';
import { createUser } from '../src/factories/users';
import { paymentsClient } from './support/payments.test-support';
import { SESSION_COOKIE } from '../src/platform/auth/session';
import type { UserRow } from '../src/platform/database/schema';
import { createTestApp, type TestApp } from './setup/test-app';

/** A stand-in for Vite's build: the placeholder where the real one puts it, plus an inline style. */
const INDEX_HTML = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<script type="module" src="/assets/index-abc.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
</head><body><div id="root"></div></body></html>`;

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('web hardening', () => {
  let t: TestApp;
  let web: FastifyInstance;
  let webDist: string;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    web = await buildApp(t.ctx, { serveWeb: true, webDist });
    await web.ready();
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(async () => {
    await web.close();
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('Content-Security-Policy on every HTML response', () => {
    it('CSP finding: the SPA index.html gets a strict policy with a fresh nonce per response, never unsafe-inline scripts', async () => {
      const first = await web.inject({ method: 'GET', url: '/marketplace' });
      const second = await web.inject({ method: 'GET', url: '/login' });
      expect(first.statusCode).toBe(200);
      const policy = directives(first.headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(first.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(String(first.headers['content-security-policy'])).not.toContain('unsafe');
      // The page carries the same nonce for Mantine's style tags, and no placeholder is left.
      expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(first.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(second.headers['content-security-policy']).not.toContain(nonce);
    });

    it('CSP finding: the raw index.html template is not served as a file', async () => {
      const raw = await web.inject({ method: 'GET', url: '/index.html' });
      expect(raw.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    });

    it('CSP finding: the sandbox checkout page allows its inline script and style by hash, nothing else inline', async () => {
      const payments = paymentsClient(t);
      const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
      const { session_id } = await payments.buy(nonprofit, 'starter');
      for (const page of [await payments.page(session_id), await payments.page('cs_sandbox_unknown')]) {
        expect(page.headers['content-type']).toContain('text/html');
        const header = String(page.headers['content-security-policy']);
        expect(header).not.toContain('unsafe-inline');
        const policy = directives(header);
        const inline = (tag: string) =>
          [...page.body.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
            (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
          );
        for (const hash of inline('script')) expect(policy.get('script-src')).toContain(hash);
        for (const hash of inline('style')) expect(policy.get('style-src')).toContain(hash);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      }
    });

    it('CSP finding: any other HTML (the API docs) gets a policy with strict scripts; JSON does not pay for one', async () => {
      const docs = await t.request({ method: 'GET', url: '/api/docs/' });
      expect(docs.headers['content-type']).toContain('text/html');
      const policy = directives(docs.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      const json = await t.request({ method: 'GET', url: '/api/health' });
      expect(json.headers['content-security-policy']).toBeUndefined();
    });
  });

  describe('Strict-Transport-Security and Permissions-Policy', () => {
    it('HSTS finding: sent with includeSubDomains when PUBLIC_URL is https, not over plain http', async () => {
      const plain = await t.request({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const secure = await buildApp({ ...t.ctx, config: { ...t.ctx.config, publicUrl: 'https://market.example' } });
      try {
        const response = await secure.inject({ method: 'GET', url: '/api/health' });
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await secure.close();
      }
    });

    it('Permissions-Policy finding: camera, microphone, geolocation and payment are refused on every response', async () => {
      for (const response of [
        await t.request({ method: 'GET', url: '/api/health' }),
        await web.inject({ method: 'GET', url: '/' }),
      ]) {
        const policy = String(response.headers['permissions-policy']);
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
          expect(policy).toContain(`${feature}=()`);
        }
        // Chromium does not know this feature and warned about it on every page.
        expect(policy).not.toContain('bluetooth');
      }
    });
  });

  describe('CSRF and session checks decide on the routed path, not the raw URL', () => {
    const login = { email: 'nobody@example.org', password: 'long-enough-1' };

    it('CSRF finding: a POST to /%61pi/... without Origin is refused (403) like one to /api/...', async () => {
      for (const url of ['/api/auth/login', '/%61pi/auth/login', '/%61%70%69/auth/login', '/api/auth/%6cogin']) {
        const response = await t.app.inject({ method: 'POST', url, payload: login });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ detail: 'Missing Origin header.' });
      }
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/%61pi/auth/login',
        payload: login,
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.statusCode).toBe(403);
    });

    it('CSRF finding: other spellings (//api, ../, case, ;, %2f) never reach a handler without Origin', async () => {
      for (const url of [
        '//api/auth/login',
        '/api/../api/auth/login',
        '/API/auth/login',
        '/api/auth/login;',
        '/api%2fauth/login',
        '/x/..%2f..%2fapi/auth/login',
      ]) {
        const response = await t.app.inject({ method: 'POST', url, payload: login });
        expect([403, 404], url).toContain(response.statusCode);
        if (response.statusCode === 404) expect(response.json().detail, url).toMatch(/^No route/);
      }
    });

    it('CSRF finding: the payment webhook stays exempt only as its own route', async () => {
      const webhook = await t.app.inject({ method: 'POST', url: '/%61pi/payments/webhook', payload: {} });
      expect(webhook.statusCode).not.toBe(403);
    });

    it('session finding: a signed-in GET via /%61pi/auth/me resolves the same session as /api/auth/me', async () => {
      const cookie = `${SESSION_COOKIE}=${await t.sessionFor(donor)}`;
      for (const url of ['/api/auth/me', '/%61pi/auth/me', '/%61pi/auth/%6de']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode, url).toBe(200);
        expect(response.json().user.id).toBe(donor.id);
      }
      const anonymous = await t.app.inject({ method: 'GET', url: '/%61pi/auth/me' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('URL fields accept only http and https', () => {
    const registration = (fields: Record<string, string>) => ({
      role: 'donor',
      email: `url-${Math.random().toString(36).slice(2)}@example.org`,
      password: 'long-enough-1',
      name: 'Sam Giver',
      phone: '555-0100',
      company_name: 'Acme Giving',
      ...fields,
    });

    it.each([
      ['website', 'javascript:alert(1)'],
      ['website', 'JavaScript:alert(document.domain)'],
      ['website', 'data:text/html,<script>alert(1)</script>'],
      ['website', 'ftp://files.example.org'],
      ['company_logo_url', 'javascript:alert(1)'],
      ['company_logo_url', 'data:image/svg+xml,<svg onload=alert(1)>'],
      ['company_logo_url', '//evil.example/logo.png'],
    ])('URL finding: %s %s is refused with 400 and a clear message', async (field, value) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ [field]: value }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContainEqual({ loc: ['body', field], msg: HTTP_URL_MESSAGE });
    });

    it('URL finding: a nonprofit logo or tax letter link must be http(s) too', async () => {
      const nonprofit = (fields: Record<string, string>) =>
        registration({ role: 'nonprofit', organization_name: 'Helpers', ein: '12-3456789', ...fields });
      for (const [field, value] of [
        ['logo_url', 'javascript:alert(1)'],
        ['tax_exempt_doc_url', 'javascript:alert(1)'],
        ['tax_exempt_doc_url', '/api/../evil'],
        // Letter hijack: an uploaded document is attached by its upload, never named at sign-up,
        // or a new account could present another nonprofit's letter to the admins as its own.
        ['tax_exempt_doc_url', '/api/documents/1'],
      ] as const) {
        const response = await t.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: nonprofit({ [field]: value }),
        });
        expect(response.statusCode, `${field} ${value}`).toBe(400);
      }
      const accepted = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: nonprofit({ website: 'helpers.org', logo_url: 'https://helpers.org/logo.png' }),
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
    });
  });
});
