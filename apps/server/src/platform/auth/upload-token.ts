import { signValue, verifySignature } from './tokens';

const UPLOAD_TOKEN_MINUTES = 60;

/**
 * A nonprofit uploads its determination letter at sign-up, before it can log in (login needs a
 * verified email). Registration hands back this short-lived signed token, bound to the new user,
 * which POST /api/documents/upload accepts in the `x-upload-token` header instead of a session.
 */
export function createUploadToken(secret: string, userId: number, now = Date.now()): string {
  const expires = now + UPLOAD_TOKEN_MINUTES * 60_000;
  const value = `upload:${userId}:${expires}`;
  return `${userId}.${expires}.${signValue(secret, value)}`;
}

/** The user id the token was issued for, or null when forged or expired. */
export function readUploadToken(secret: string, token: string, now = Date.now()): number | null {
  const [userId, expires, signature] = token.split('.');
  if (!userId || !expires || !signature || !/^\d+$/.test(userId) || !/^\d+$/.test(expires)) return null;
  if (Number(expires) < now) return null;
  if (!verifySignature(secret, `upload:${userId}:${expires}`, signature)) return null;
  return Number(userId);
}
