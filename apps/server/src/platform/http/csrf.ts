import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls signed by someone other than a browser (payment webhooks) are exempt, named by their route. */
const EXEMPT = new Set(['/api/payments/webhook']);

/**
 * State-changing calls need a same-origin Origin header. The session cookie is SameSite=Lax; this
 * closes the remaining gap for forms posted from other sites.
 *
 * Every unsafe method is checked, whatever its path: the router decodes the path before matching
 * (`/%61pi/...` reaches the /api routes), so a test on the raw URL could be stepped around. The one
 * exemption is decided by the matched route's pattern, which no spelling of the URL can change.
 */
export function registerCsrfCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).host;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if (request.routeOptions.url !== undefined && EXEMPT.has(request.routeOptions.url)) return;
    const origin = request.headers.origin;
    if (!origin) throw forbidden('Missing Origin header.');
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden('Cross-site request refused.');
    }
    if (host !== allowed && host !== request.headers.host) {
      throw forbidden('Cross-site request refused.');
    }
  });
}
