import { AUTH_LIMITS } from '@app/shared';
import { expiredSessionPurgeJob } from '../platform/auth/session';
import type { AppContext } from '../platform/context';
import { idempotencyKeyCleanupJob } from '../platform/http/idempotency';
import type { ScheduledJob } from '../platform/jobs';
import { emailOutboxJob } from '../platform/mailer/outbox-job';
import { staleRateLimitPurgeJob } from '../platform/rate-limit';
import { signatureReminderJob } from './acknowledgements/acknowledgements.reminders';
import { importImagesJob } from './listing-imports';
import { needOfferReleaseJob } from './needs';
import { placeBackfillJob } from './places';
import { requestExpiryJob } from './requests/requests.expiry';
import { taxPacketJob } from './tax-packets';
import { tokenLotExpiryJob } from './tokens/tokens.expiry';
import { abandonedSignupsJob } from './uploads/abandoned-signups.cleanup';
import { orphanDocumentsJob } from './uploads/documents.cleanup';
import { unusedImagesJob } from './uploads/item-images.cleanup';

/**
 * The longest any rate-limit counter is read back: a streak of failed logins is remembered this
 * long, and every fixed window (sign-up, email links, uploads, messages, chat, contact) is an hour
 * or less. Older counters are dead weight.
 */
export const RATE_LIMIT_COUNTER_RETENTION_MS = AUTH_LIMITS.loginFailureMemoryHours * 60 * 60 * 1000;

/** Every feature's background jobs, started by main.ts. */
export function buildJobs(ctx: AppContext): ScheduledJob[] {
  return [
    requestExpiryJob(ctx),
    tokenLotExpiryJob(ctx.db),
    orphanDocumentsJob(ctx),
    abandonedSignupsJob(ctx),
    unusedImagesJob(ctx),
    idempotencyKeyCleanupJob(ctx.db),
    expiredSessionPurgeJob(ctx.db),
    staleRateLimitPurgeJob(ctx.db, RATE_LIMIT_COUNTER_RETENTION_MS),
    placeBackfillJob(ctx),
    emailOutboxJob(ctx.mailer),
    taxPacketJob(ctx),
    signatureReminderJob(ctx),
    importImagesJob(ctx),
    needOfferReleaseJob(ctx),
  ];
}
