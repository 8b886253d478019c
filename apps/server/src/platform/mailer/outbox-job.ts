import type { ScheduledJob } from '../jobs';
import type { Mailer } from './mailer';

/**
 * Each process wakes its sender right after its own commits; this interval catches the rest:
 * retries that came due, emails another process queued, and claims a crashed sender left behind.
 */
export const EMAIL_OUTBOX_POLL_MS = 10_000;

export function emailOutboxJob(mailer: Mailer): ScheduledJob {
  return { name: 'emails.send-outbox', intervalMs: EMAIL_OUTBOX_POLL_MS, runAtStart: true, run: () => mailer.drain() };
}
