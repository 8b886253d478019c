/**
 * How a pending request's answer deadline is shown (docs/product.md, Requests): calm while the
 * donor has time, red only in the last 48 hours, and no countdown while an IRS hold pauses the
 * request (its deadline moves by the time it was held).
 */
import type { NextStep } from '../schemas/request-state';

export const URGENT_DEADLINE_HOURS = 48;
export const PAUSED_BY_HOLD_LABEL = 'Paused by an IRS hold';

/** The server says a request is paused by an IRS hold through its next step; every view asks here. */
export const pausedByHold = (step: Pick<NextStep, 'action'>): boolean => step.action === 'paused';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type RequestDeadline =
  | { kind: 'paused'; label: string }
  | { kind: 'expired'; label: string }
  | { kind: 'open'; label: string; urgent: boolean };

/**
 * `expiresAt` is the ISO deadline; `paused` is true when the request's next step is `paused`. Days
 * are rounded up ("Expires in 1 day" for anything under a day); null for a missing or bad date.
 */
export function requestDeadline(
  expiresAt: string | null | undefined,
  paused: boolean,
  now: Date = new Date(),
): RequestDeadline | null {
  if (paused) return { kind: 'paused', label: PAUSED_BY_HOLD_LABEL };
  if (!expiresAt) return null;
  const time = new Date(expiresAt).getTime();
  if (Number.isNaN(time)) return null;
  const left = time - now.getTime();
  if (left <= 0) return { kind: 'expired', label: 'Expired' };
  const days = Math.ceil(left / DAY_MS);
  return {
    kind: 'open',
    label: `Expires in ${days} ${days === 1 ? 'day' : 'days'}`,
    urgent: left <= URGENT_DEADLINE_HOURS * HOUR_MS,
  };
}
