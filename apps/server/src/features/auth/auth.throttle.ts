import { AUTH_LIMITS, AUTH_MESSAGES, tooManyLoginAttemptsMessage, tooManySignupsMessage } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { tooManyRequests } from '#src/platform/errors';
import {
  claimBackoffAttempt,
  enforceRateLimit,
  hitRateLimit,
  refundRateLimit,
  resetRateLimit,
  type BackoffPolicy,
} from '#src/platform/rate-limit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const loginAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;
export const loginDeviceKey = (userId: number, deviceId: string) => `login:device:${userId}:${deviceId}`;
const loginIpKey = (ip: string) => `login:ip:${ip}`;
const loginAccountIpKey = (email: string, ip: string) => `login:account-ip:${email.toLowerCase()}:${ip}`;

const LOGIN_BACKOFF: BackoffPolicy = {
  freeAttempts: AUTH_LIMITS.loginFreeFailures,
  baseDelayMs: AUTH_LIMITS.loginBackoffBaseSeconds * 1000,
  maxDelayMs: AUTH_LIMITS.loginBackoffMaxSeconds * 1000,
  forgetAfterMs: AUTH_LIMITS.loginFailureMemoryHours * HOUR_MS,
};

/**
 * Counts one login attempt against the account from this client address
 * (AUTH_LIMITS.loginPerAccountAndIp) and against the address alone, across accounts, with a much
 * higher ceiling (AUTH_LIMITS.loginPerIp); 429 once either is over. Keyed by both so that one
 * attacker behind an office's shared address cannot lock the office out
 * (docs/decisions/006-account-safety.md). A successful login gives its attempts back.
 */
export async function throttleLoginAddress(db: Queryable, email: string, ip: string): Promise<void> {
  const windowMs = AUTH_LIMITS.loginWindowMinutes * MINUTE_MS;
  await enforceRateLimit(db, loginIpKey(ip), AUTH_LIMITS.loginPerIp, windowMs, tooManyLoginAttemptsMessage);
  await enforceRateLimit(
    db,
    loginAccountIpKey(email, ip),
    AUTH_LIMITS.loginPerAccountAndIp,
    windowMs,
    tooManyLoginAttemptsMessage,
  );
}

/**
 * Claims one attempt for `key` (the account, or one known device of it) with exponential backoff;
 * 429 with the wait while it must wait. Claimed before the password is checked, so a refused try
 * costs no hash and tells nothing about the password.
 */
export async function claimLoginAttempt(db: Queryable, key: string): Promise<void> {
  const claim = await claimBackoffAttempt(db, key, LOGIN_BACKOFF);
  if (!claim.allowed)
    throw tooManyRequests(tooManyLoginAttemptsMessage(claim.retryAfterSeconds), claim.retryAfterSeconds);
}

/**
 * A right password: its attempt keys start afresh and the address gets its try back, so many
 * colleagues behind one office address are not locked out by their own successful logins.
 */
export async function clearLoginFailures(
  db: Queryable,
  key: string,
  from?: { email: string; ip: string },
): Promise<void> {
  await resetRateLimit(db, key);
  if (!from) return;
  await resetRateLimit(db, loginAccountIpKey(from.email, from.ip));
  await refundRateLimit(db, loginIpKey(from.ip));
}

/** Sign-ups per client address: stops anyone testing which addresses are registered in bulk. */
export async function throttleSignup(db: Queryable, ip: string): Promise<void> {
  await enforceRateLimit(db, `signup:ip:${ip}`, AUTH_LIMITS.signupsPerIpPerHour, HOUR_MS, tooManySignupsMessage);
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
  if (!result.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyRequests, result.retryAfterSeconds);
}
