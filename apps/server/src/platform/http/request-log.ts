import type { FastifyInstance } from 'fastify';

const SECRET_QUERY = /([?&](?:token|session_id|password|code)=)[^&]*/gi;

/** Query values that carry secrets are replaced before a URL is logged. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** One structured line per request: method, path, status, time, user. No cookies, no tokens. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.user?.id,
      },
      'request',
    );
  });
}
