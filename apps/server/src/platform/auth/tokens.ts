import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function signValue(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function verifySignature(secret: string, value: string, signature: string): boolean {
  const expected = Buffer.from(signValue(secret, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
