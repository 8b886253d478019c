import type { AppContext } from '../platform/context';
import type { ScheduledJob } from '../platform/jobs';

/** Every feature's background jobs, started by main.ts. */
export function buildJobs(_ctx: AppContext): ScheduledJob[] {
  return [];
}
