import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './database/client';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** Also run once as soon as the scheduler starts (catching up on work a migration left). */
  runAtStart?: boolean;
  /** Must be safe to run twice at once: claim rows with conditional updates inside transactions. */
  run(): Promise<void>;
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** Runs every job once now (tests and start-up catch-up). */
  runAll(): Promise<void>;
}

/** Stable 32-bit key per job name for pg_try_advisory_lock. */
function lockKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Periodic background jobs. With several server processes on one PostgreSQL, an advisory lock lets
 * one process run a job at a time; the jobs themselves still claim each row with a conditional
 * update, so even overlapping runs cannot refund or expire anything twice. See
 * docs/decisions/001-background-jobs.md for why this is not pg-boss.
 */
export function createScheduler(database: DatabaseHandle, log: FastifyBaseLogger, jobs: ScheduledJob[]): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();

  /** Embedded PGlite serves one process, so only PostgreSQL needs the cross-process lock. */
  const withJobLock = async (name: string, task: () => Promise<void>) => {
    if (!database.pool) return task();
    const client = await database.pool.connect();
    try {
      const key = lockKey(name);
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
      if (!rows[0]?.locked) return;
      try {
        await task();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  };

  const runJob = async (job: ScheduledJob) => {
    try {
      await withJobLock(job.name, job.run);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'background job failed');
    }
  };

  const track = (job: ScheduledJob) => {
    const promise = runJob(job).finally(() => running.delete(promise));
    running.add(promise);
    return promise;
  };

  return {
    start() {
      for (const job of jobs) {
        if (job.runAtStart) void track(job);
        const timer = setInterval(() => void track(job), job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      timers.forEach((timer) => clearInterval(timer));
      await Promise.all(running);
    },
    async runAll() {
      for (const job of jobs) await track(job);
    },
  };
}
