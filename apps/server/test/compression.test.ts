import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, CSP_NONCE_PLACEHOLDER } from '../src/app';
import { createItem } from '../src/factories/items';
import { createUser } from '../src/factories/users';
import { baseUrlOf } from './support/live.test-support';
import { SESSION_COOKIE } from '../src/platform/auth/session';
import { COMPRESSION } from '../src/platform/http/compression';
import { createTestApp, type TestApp } from './setup/test-app';

/**
 * A stand-in for the web build (apps/web/scripts/precompress.mjs writes the .br and .gz beside each
 * asset; here zlib does). index.html is over the threshold, as the real one is.
 */
const INDEX_HTML = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<script type="module" src="/assets/index-abc.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
${'<link rel="modulepreload" href="/assets/chunk.js">\n'.repeat(40)}
</head><body><div id="root"></div></body></html>`;
const SCRIPT = Buffer.from(`export const rows = [${'"a fairly repetitive line of script", '.repeat(300)}];\n`);
/** Eight bytes of PNG signature and some noise: an image, already compressed. */
const PICTURE = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('compressed answers and HEAD', () => {
  let t: TestApp;
  let web: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    t = await createTestApp();
    webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    const script = path.join(webDist, 'assets', 'index-abc.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    writeFileSync(path.join(webDist, 'assets', 'photo-abc.png'), PICTURE);
    web = await buildApp(t.ctx, { serveWeb: true, webDist });
    await web.ready();
  });
  afterAll(async () => {
    await web.close();
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('built assets: the precompressed file, as it is', () => {
    it.each(['br', 'gzip'])('Accept-Encoding: %s gets the .%s file, which unpacks to the asset', async (encoding) => {
      const response = await web.inject({
        method: 'GET',
        url: '/assets/index-abc.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(encoding, response.rawPayload).equals(SCRIPT)).toBe(true);
    });

    it('a browser offering both gets brotli, the smaller', async () => {
      const response = await web.inject({
        method: 'GET',
        url: '/assets/index-abc.js',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.headers['content-encoding']).toBe('br');
    });

    it('no Accept-Encoding (or identity) gets the file itself', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
        const response = await web.inject({ method: 'GET', url: '/assets/index-abc.js', headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.equals(SCRIPT)).toBe(true);
      }
    });

    it('the .br and .gz copies are no paths of their own', async () => {
      for (const url of ['/assets/index-abc.js.br', '/assets/index-abc.js.gz']) {
        const response = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(response.statusCode, url).toBe(404);
      }
    });

    it('an image is sent as it is, never compressed again', async () => {
      const response = await web.inject({
        method: 'GET',
        url: '/assets/photo-abc.png',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(PICTURE)).toBe(true);
    });
  });

  describe('the single-page app (index.html for client routes)', () => {
    it('is compressed as it is sent, with its fresh nonce, and never cached', async () => {
      const response = await web.inject({
        method: 'GET',
        url: '/marketplace',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('accept-encoding');
      const encoding = response.headers['content-encoding'];
      expect(COMPRESSION.encodings).toContain(encoding);
      const page = decode(encoding, response.rawPayload).toString();
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(page).not.toContain(CSP_NONCE_PLACEHOLDER);
    });

    it('HEAD /marketplace and HEAD / answer 200, text/html, no body', async () => {
      for (const url of ['/marketplace', '/', '/requests/12']) {
        const response = await web.inject({ method: 'HEAD', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-security-policy'], url).toContain("'nonce-");
        expect(response.rawPayload.length, url).toBe(0);
      }
    });

    it('HEAD answers the headers GET would, compression included', async () => {
      for (const headers of [{ 'accept-encoding': 'gzip' }, {}]) {
        const got = await web.inject({ method: 'GET', url: '/marketplace', headers });
        const head = await web.inject({ method: 'HEAD', url: '/marketplace', headers });
        expect(head.rawPayload.length).toBe(0);
        for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
          expect(head.headers[name], name).toBe(got.headers[name]);
        }
        // Compressed, the length depends on each response's random nonce; plain, it cannot.
        if (!got.headers['content-encoding'])
          expect(head.headers['content-length']).toBe(got.headers['content-length']);
        else expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
      }
    });

    it('HEAD on API routes and assets works as GET does; unknown paths still 404', async () => {
      expect((await web.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
      const asset = await web.inject({ method: 'HEAD', url: '/assets/index-abc.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.rawPayload.length).toBe(0);
      expect((await web.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
      expect((await web.inject({ method: 'HEAD', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await web.inject({ method: 'GET', url: '/api/nothing-here' })).json()).toEqual({
        detail: 'No route GET /api/nothing-here',
      });
      const post = await web.inject({
        method: 'POST',
        url: '/marketplace',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(post.statusCode).toBe(404);
    });
  });

  describe('API answers', () => {
    beforeAll(async () => {
      const donor = await createUser(t.ctx.db, { role: 'donor' });
      for (let i = 0; i < 6; i++) await createItem(t.ctx.db, { donorId: donor.id });
    });

    it(`over ${COMPRESSION.thresholdBytes} bytes: compressed when the client accepts it`, async () => {
      const plain = await t.request({ method: 'GET', url: '/api/items?limit=6' });
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION.thresholdBytes);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['gzip', 'br']) {
        const response = await t.request({
          method: 'GET',
          url: '/api/items?limit=6',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(decode(encoding, response.rawPayload).toString())).toEqual(plain.json());
      }
    });

    it('under the threshold: sent as it is', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/items?limit=1',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(COMPRESSION.thresholdBytes);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json().items).toHaveLength(1);
    });

    it('a compressed request body is refused, never unpacked', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify({ email: 'someone@example.org', password: 'long-enough-1' })),
      });
      expect(response.statusCode).toBe(400);
    });

    it('the live event stream is neither compressed nor held back', async () => {
      const user = await createUser(t.ctx.db, { role: 'donor' });
      const base = await baseUrlOf(t.app);
      const cookie = `${SESSION_COOKIE}=${await t.sessionFor(user)}`;
      const { headers, first } = await new Promise<{ headers: Record<string, unknown>; first: string }>(
        (resolve, reject) => {
          const request = get(
            `${base}/api/stream`,
            { headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' } },
            (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => {
                text += chunk.toString();
                if (!text.includes('event: ready')) return;
                resolve({ headers: response.headers, first: text });
                request.destroy();
              });
            },
          );
          request.on('error', reject);
        },
      );
      expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(headers['content-encoding']).toBeUndefined();
      // The first event arrives by itself, as plain text: nothing waits for a compression block to fill.
      expect(first).toMatch(/^retry: \d+\n\n/);
      expect(first).toContain('event: ready');
    });
  });
});
