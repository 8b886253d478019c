import { existsSync } from 'node:fs';
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
import { sessionPlugin } from './platform/auth/session-plugin';
import type { AppContext } from './platform/context';
import { registerCsrfCheck } from './platform/http/csrf';
import { registerErrorHandling } from './platform/http/error-handler';
import { registerRequestLog } from './platform/http/request-log';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface BuildAppOptions {
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
}

/** Builds the HTTP server around an already-opened context (database, mailer, storage). */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: { level: ctx.config.logLevel },
    // One line per request comes from registerRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerRequestLog(app);
  // Cheap fixed headers instead of @fastify/helmet, which halves API throughput (DESIGN.md s2).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(sessionPlugin, { db: ctx.db, secureCookies: ctx.config.publicUrl.startsWith('https:') });
  registerCsrfCheck(app, ctx.config.publicUrl);

  await app.register(
    async (api) => {
      for (const feature of FEATURES) await feature(api.withTypeProvider<ZodTypeProvider>(), ctx);
    },
    { prefix: '/api' },
  );
  for (const page of PAGE_ROUTES) await page(app, ctx);

  if (options.serveWeb && existsSync(path.join(WEB_DIST, 'index.html'))) {
    await registerWebApp(app, ctx.config.demoData && !ctx.config.isProduction);
  } else {
    app.setNotFoundHandler((request, reply) => apiNotFound(request, reply));
  }
  return app;
}

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ detail: `No route ${request.method} ${request.url.split('?')[0]}` });
}

/** The built single-page app: hashed assets cached for a year, every other path gets index.html. */
async function registerWebApp(app: FastifyInstance, testLoginEnabled: boolean): Promise<void> {
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      return apiNotFound(request, reply);
    }
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ detail: 'Not found' });
    }
    // The app still renders its own Page Not Found; the status tells crawlers and scripts the truth.
    const hidden = !testLoginEnabled && request.url.split('?')[0] === '/test-login';
    return reply
      .status(hidden ? 404 : 200)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
