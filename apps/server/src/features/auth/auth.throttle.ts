import { AUTH_LIMITS, AUTH_MESSAGES, tooManyLoginAttemptsMessage } from '@app/shared';
import type { Queryable } from '../../platform/database/client';
import { tooManyRequests } from '../../platform/errors';
import { hitRateLimit, refundRateLimit, resetRateLimit } from '../../platform/rate-limit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const loginAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;
const loginIpKey = (ip: string) => `login:ip:${ip}`;

/**
 * Counts one login attempt against the account and the client address (AUTH_LIMITS); 429 once
 * either is over its limit. Counted before the password is checked, so blocked tries cost no hash.
 */
export async function throttleLogin(db: Queryable, email: string, ip: string): Promise<void> {
  const windowMs = AUTH_LIMITS.loginWindowMinutes * MINUTE_MS;
  const account = await hitRateLimit(db, loginAccountKey(email), AUTH_LIMITS.loginPerAccount, windowMs);
  const address = await hitRateLimit(db, loginIpKey(ip), AUTH_LIMITS.loginPerIp, windowMs);
  const blocked = [account, address].filter((result) => !result.allowed);
  if (blocked.length === 0) return;
  const seconds = Math.max(...blocked.map((result) => result.retryAfterSeconds));
  throw tooManyRequests(tooManyLoginAttemptsMessage(Math.ceil(seconds / 60)));
}

/**
 * After a successful login the account starts afresh and the address gets its try back, so many
 * colleagues behind one office address are not locked out by their own successful logins.
 */
export async function clearLoginFailures(db: Queryable, email: string, ip?: string): Promise<void> {
  await resetRateLimit(db, loginAccountKey(email));
  if (ip) await refundRateLimit(db, loginIpKey(ip));
}

export type EmailAction = 'verify' | 'reset';

/**
 * Counted per email address, whether or not an account has it, so the 429 does not reveal which
 * addresses exist.
 */
export async function throttleEmailAction(db: Queryable, action: EmailAction, email: string): Promise<void> {
  const result = await hitRateLimit(
    db,
    `email:${action}:${email.toLowerCase()}`,
    AUTH_LIMITS.emailActionsPerHour,
    HOUR_MS,
  );
  if (!result.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyRequests);
}
