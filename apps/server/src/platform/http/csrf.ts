import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls signed by someone other than a browser (payment webhooks) are exempt. */
const EXEMPT = new Set(['/api/payments/webhook']);

/**
 * DESIGN.md section 4: state-changing calls need a same-origin Origin header. The session cookie is
 * SameSite=Lax; this closes the remaining gap for forms posted from other sites.
 */
export function registerCsrfCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).host;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (EXEMPT.has(request.url.split('?')[0] ?? '')) return;
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
