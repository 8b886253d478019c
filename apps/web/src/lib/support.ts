/**
 * Where people reach a human. Matches the server's default SUPPORT_EMAIL (apps/server/src/platform/config.ts);
 * the seed withholds the original address (seed 000 s9).
 */
export const SUPPORT_EMAIL = 'support@inkind.example';
