import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES, PRODUCT_NAME } from '@app/shared';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { FEATURES, PAGE_ROUTES } from './features';
import { registerSubscribers } from './features/subscribers';
import { sessionPlugin } from './platform/auth/session-plugin';
import type { AppContext } from './platform/context';
import { registerReadRouting } from './platform/database/read-routing';
import { registerCsrfCheck } from './platform/http/csrf';
import { registerErrorHandling } from './platform/http/error-handler';
import { COMPRESSION, registerCompression, type CompressionSettings } from './platform/http/compression';
import { answerFrameworkError } from './platform/http/framework-errors';
import { registerRequestLog } from './platform/http/request-log';
import { contentSecurityPolicy, newCspNonce, registerSecurityHeaders } from './platform/http/security-headers';
import { registerTextGuard } from './platform/http/text-guard';
import { SERVER_ROOT } from './platform/server-root';

export const WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/**
 * Stands for the per-response CSP nonce in the built index.html (Vite's html.cspNonce writes it on
 * every script, stylesheet and the csp-nonce meta tag; apps/web/vite.config.ts uses the same text).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface BuildAppOptions {
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is (tests point it at a folder of their own). */
  webDist?: string;
  /** Response compression (the compression benchmark tries others). */
  compression?: CompressionSettings;
}

/** Builds the HTTP server around an already-opened context (database, mailer, storage). */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: { level: ctx.config.logLevel },
    // One line per request comes from registerRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerTextGuard(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, ctx.config.publicUrl);
  // Before any route: it applies to the routes registered after it.
  await registerCompression(app, options.compression ?? COMPRESSION);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI injects a <style> tag of its own: its page alone allows inline styles.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: contentSecurityPolicy({ anyInlineStyle: true }),
  });
  // Cross-site refusal first, then the session (which may answer 401 before the body is read).
  registerCsrfCheck(app, ctx.config.publicUrl);
  await app.register(sessionPlugin, { db: ctx.db, secureCookies: ctx.config.publicUrl.startsWith('https:') });
  registerReadRouting(app, ctx);

  registerSubscribers(ctx);
  await app.register(
    async (api) => {
      for (const feature of FEATURES) await feature(api.withTypeProvider<ZodTypeProvider>(), ctx);
    },
    { prefix: '/api' },
  );
  for (const page of PAGE_ROUTES) await page(app, ctx);

  const webDist = options.webDist ?? WEB_DIST;
  if (options.serveWeb && existsSync(path.join(webDist, 'index.html'))) {
    await registerWebApp(app, webDist, ctx.config.demoData && !ctx.config.isProduction);
  } else {
    app.setNotFoundHandler((request, reply) => apiNotFound(request, reply));
  }
  return app;
}

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ detail: `No route ${request.method} ${request.url.split('?')[0]}` });
}

/**
 * The built single-page app: hashed assets cached for a year, every other path gets index.html.
 * index.html is read once and sent with a fresh CSP nonce each time: Mantine writes its CSS
 * variables into <style> tags at run time and takes the nonce from the page's csp-nonce meta tag.
 * The build writes file.br and file.gz beside each asset (apps/web/scripts/precompress.mjs), sent
 * as they are to clients that accept them; index.html, different on every response, is compressed
 * as it is sent (docs/decisions/009-compression-and-built-server.md).
 */
async function registerWebApp(app: FastifyInstance, webDist: string, testLoginEnabled: boolean): Promise<void> {
  const indexParts = (await readFile(path.join(webDist, 'index.html'), 'utf8')).split(CSP_NONCE_PLACEHOLDER);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The template itself (placeholder nonce, no policy) is never served as a file, and the
    // compressed copies only as the answer to their original's path.
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // A route rather than the not-found handler, so that the page is compressed as it is sent. HEAD
  // is named here rather than left to Fastify's automatic twin, which drops the body before the
  // compression step sees it: so HEAD answers exactly GET's headers (Node sends no body).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => {
      const pathname = decodedPathname(request.url);
      if (pathname.startsWith('/api/') || pathname === '/api') return apiNotFound(request, reply);
      if (/\.[a-z0-9]+$/i.test(pathname)) {
        return reply.status(404).send({ detail: 'Not found' });
      }
      // The app still renders its own Page Not Found; the status tells crawlers and scripts the truth.
      const hidden = !testLoginEnabled && pathname === '/test-login';
      const nonce = newCspNonce();
      return reply
        .status(hidden ? 404 : 200)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy({ nonce }))
        .type('text/html; charset=utf-8')
        .send(indexParts.join(nonce));
    },
  });
  // Every other method on a path no route has.
  app.setNotFoundHandler((request, reply) => apiNotFound(request, reply));
}

/** The path as the router sees it (percent-decoded, lower case), so no spelling slips past a test. */
function decodedPathname(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
