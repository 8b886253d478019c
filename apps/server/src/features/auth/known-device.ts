import { randomBytes } from 'node:crypto';
import { AUTH_LIMITS } from '@app/shared';
import type { FastifyReply } from 'fastify';
import { signValue, verifySignature } from '#src/platform/auth/tokens';

/**
 * A browser that has signed in to an account before is a "known device" of it: a correct password
 * from it passes even while strangers' failed guesses hold the account back (see
 * docs/decisions/006-account-safety.md). The proof is this signed cookie, set at each successful login.
 */
export const KNOWN_DEVICE_COOKIE = 'kd';
/** Only the login route reads it. */
const COOKIE_PATH = '/api/auth';
/** Accounts one browser remembers (a shared office computer); the oldest is dropped first. */
const MAX_ACCOUNTS = 5;
const DAY_MS = 86_400_000;

interface DeviceEntry {
  userId: number;
  deviceId: string;
  expires: number;
}

const signed = (entry: DeviceEntry) => `kd:${entry.userId}:${entry.deviceId}:${entry.expires}`;

/** The valid, unexpired entries of the cookie; anything forged or malformed is dropped. */
function readEntries(secret: string, cookie: string | undefined, now: number): DeviceEntry[] {
  if (!cookie) return [];
  const entries: DeviceEntry[] = [];
  for (const part of cookie.split('~').slice(0, MAX_ACCOUNTS)) {
    const [userId, deviceId, expires, signature] = part.split('.');
    if (!userId || !deviceId || !expires || !signature) continue;
    if (!/^\d{1,10}$/.test(userId) || !/^\d{1,15}$/.test(expires) || !/^[\w-]{1,64}$/.test(deviceId)) continue;
    const entry = { userId: Number(userId), deviceId, expires: Number(expires) };
    if (entry.expires < now || !verifySignature(secret, signed(entry), signature)) continue;
    entries.push(entry);
  }
  return entries;
}

/** This browser's device id for the account, or null when it has not signed in to it here. */
export function knownDeviceOf(
  secret: string,
  cookie: string | undefined,
  userId: number,
  now = Date.now(),
): string | null {
  return readEntries(secret, cookie, now).find((entry) => entry.userId === userId)?.deviceId ?? null;
}

/**
 * The cookie value after a successful login: this account's entry renewed for another year (same
 * device id when it had one), the other accounts' entries kept.
 */
export function rememberDevice(secret: string, cookie: string | undefined, userId: number, now = Date.now()): string {
  const entries = readEntries(secret, cookie, now);
  const deviceId = entries.find((entry) => entry.userId === userId)?.deviceId ?? randomBytes(16).toString('base64url');
  const renewed = { userId, deviceId, expires: now + AUTH_LIMITS.knownDeviceDays * DAY_MS };
  return [renewed, ...entries.filter((entry) => entry.userId !== userId)]
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => `${entry.userId}.${entry.deviceId}.${entry.expires}.${signValue(secret, signed(entry))}`)
    .join('~');
}

export function setKnownDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: AUTH_LIMITS.knownDeviceDays * 86_400,
  });
}
