/**
 * The e2e server signs links with this secret (playwright.config.ts), so a journey can build a
 * delivery confirmation link issued in the past, which no email of this run could contain.
 */
export const E2E_SESSION_SECRET = 'e2e-session-secret-for-signed-links-only-0123456789';
