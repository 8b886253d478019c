import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';

/**
 * Background work that one process does one piece at a time (a tax packet, an imported picture):
 * woken after a write, drained by its interval job and by tests, closed at shut-down. Several
 * processes each run their own; the work's own claim (FOR UPDATE SKIP LOCKED) keeps them apart.
 */
export interface WorkRunner {
  /** Starts a pass in this process soon, without waiting. */
  wake(): void;
  /** Waits for the pass in progress, then does every piece waiting. */
  drain(): Promise<void>;
  /** Stops waking and waits for the pass in progress. */
  close(): Promise<void>;
  /** Where failures are logged (set when the feature's routes register). */
  log?: FastifyBaseLogger;
}

const runners = new WeakMap<AppContext, Map<string, WorkRunner>>();

/**
 * The process's one runner named `name` for this context. `takeOne` does one piece and says whether
 * there was one; a pass repeats it until none is left.
 */
export function workRunner(
  ctx: AppContext,
  name: string,
  takeOne: (ctx: AppContext, log: FastifyBaseLogger | undefined) => Promise<boolean>,
): WorkRunner {
  const named = runners.get(ctx) ?? new Map<string, WorkRunner>();
  runners.set(ctx, named);
  const existing = named.get(name);
  if (existing) return existing;
  let pass: Promise<void> | undefined;
  let closed = false;
  const runPass = async () => {
    while (!closed && (await takeOne(ctx, runner.log))) {
      /* one piece per turn */
    }
  };
  const start = (): Promise<void> => {
    pass ??= runPass()
      .catch((error: unknown) => runner.log?.error({ err: error }, `${name} stopped`))
      .finally(() => {
        pass = undefined;
      });
    return pass;
  };
  const runner: WorkRunner = {
    wake() {
      if (!closed) setImmediate(() => void start());
    },
    async drain() {
      await pass;
      if (!closed) await start();
    },
    async close() {
      closed = true;
      await pass;
    },
  };
  named.set(name, runner);
  return runner;
}
