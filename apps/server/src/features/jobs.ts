import type { AppContext } from '../platform/context';
import { idempotencyKeyCleanupJob } from '../platform/http/idempotency';
import type { ScheduledJob } from '../platform/jobs';
import { requestExpiryJob } from './requests/requests.expiry';
import { tokenLotExpiryJob } from './tokens/tokens.expiry';
import { orphanDocumentsJob } from './uploads/documents.cleanup';

/** Every feature's background jobs, started by main.ts. */
export function buildJobs(ctx: AppContext): ScheduledJob[] {
  return [requestExpiryJob(ctx), tokenLotExpiryJob(ctx.db), orphanDocumentsJob(ctx), idempotencyKeyCleanupJob(ctx.db)];
}
