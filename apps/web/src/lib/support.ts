/**
 * Where people reach a human. Matches the server's default SUPPORT_EMAIL (apps/server/src/platform/config.ts).
 * Support is reached by email.
 */
export const SUPPORT_EMAIL = 'support@inkind.example';
