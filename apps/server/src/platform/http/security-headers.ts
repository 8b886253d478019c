import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A fresh CSP nonce: 128 random bits, base64 as the CSP grammar expects. */
export const newCspNonce = (): string => randomBytes(16).toString('base64');

export interface PageSources {
  /** Inline <script>/<style> allowed by a per-response nonce. */
  nonce?: string;
  /** Inline <script> allowed by hash ('sha256-...', quoted). */
  scriptHashes?: readonly string[];
  /** Inline <style> allowed by hash ('sha256-...', quoted). */
  styleHashes?: readonly string[];
  /**
   * Any inline <style>: only for third-party pages whose injected styles change with their
   * version (the API docs' Swagger UI). Scripts stay strict regardless.
   */
  anyInlineStyle?: boolean;
}

/**
 * The Content-Security-Policy of an HTML page. Scripts and stylesheets come from this origin, and
 * inline ones only with the response's nonce or a listed hash: never 'unsafe-inline'. React's
 * `style` props are set through the CSSOM, which style-src does not govern, so no page needs
 * inline styles either (docs/decisions/007-web-hardening.md). Images come from this origin, any
 * https: address (an item's image URL), and data:/blob: (icons, previews of picked files); every
 * call goes to this origin's API; forms post only here (payment providers are reached by
 * navigation, not by a form post).
 */
export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  styleHashes = [],
  anyInlineStyle = false,
}: PageSources = {}): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  // A nonce or hash would make browsers ignore 'unsafe-inline', so it comes alone.
  const inlineStyles = anyInlineStyle ? ["'unsafe-inline'"] : [...nonceSource, ...styleHashes];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...nonceSource, ...scriptHashes].join(' ')}`,
    `style-src ${["'self'", ...inlineStyles].join(' ')}`,
    // https: too, because a donor may give an item an image by its web address instead of uploading it.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** For HTML that sets no policy of its own (the API docs, anything a plugin renders). */
const DEFAULT_PAGE_CSP = contentSecurityPolicy();

/**
 * Browser features this app never uses, refused for it and anything it could embed. Only features
 * Chromium knows: an unknown one (`bluetooth`) makes it log a warning on every page.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Cheap fixed headers on every response instead of @fastify/helmet, which halves API throughput.
 * The only per-response work is one content-type test, so HTML that forgot its own policy still
 * gets a strict one; pages with inline code set theirs (with a nonce or hashes) before sending.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = publicUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Browsers ignore it over plain HTTP; sent only when the public address is HTTPS, so a local
    // http://localhost never pins HTTPS for other ports and apps on the same host.
    if (https) reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('content-security-policy')) {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        reply.header('content-security-policy', DEFAULT_PAGE_CSP);
      }
    }
  });
}
