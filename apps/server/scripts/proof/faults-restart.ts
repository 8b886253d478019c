import type { Checks } from './figures';
import { ms, sleep } from './figures';
import { call, type Outcome } from './http-client';
import type { Instance } from './instance';
import type { ProofCluster } from './postgres';

export interface RestartOptions {
  /** Traffic before the restart, and how long recovery may take after it. */
  warmUpMs: number;
  recoveryBoundMs: number;
  concurrency: number;
}

const SEARCHES = ['desk', 'chair', 'laptop', 'books', 'printer', 'table', ''];

interface Tally {
  ok: number;
  clean503: number;
  other5xx: number;
  otherStatus: number;
  connectionErrors: number;
}

function tally(outcomes: { at: number; outcome: Outcome }[]): Tally {
  const result: Tally = { ok: 0, clean503: 0, other5xx: 0, otherStatus: 0, connectionErrors: 0 };
  for (const { outcome } of outcomes) {
    if (outcome.status === 0) result.connectionErrors += 1;
    else if (outcome.status < 400) result.ok += 1;
    else if (outcome.status === 503 && hasDetail(outcome.body)) result.clean503 += 1;
    else if (outcome.status >= 500) result.other5xx += 1;
    else result.otherStatus += 1;
  }
  return result;
}

function hasDetail(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown };
    return typeof parsed.detail === 'string' && parsed.detail.length > 0;
  } catch {
    return false;
  }
}

/**
 * Fault b: reads and signed-in reads keep running while PostgreSQL restarts (`pg_ctl restart -m
 * fast`). Every answer meanwhile must be a success or a 503 with `detail`; the same server process
 * must be serving again within the bound.
 */
export async function proveRestart(
  instance: Instance,
  cluster: ProofCluster,
  cookie: string,
  checks: Checks,
  options: RestartOptions,
): Promise<void> {
  console.log(`\n[faults] b. PostgreSQL restart under load (${options.concurrency} clients)`);
  const pid = instance.child.pid;
  const outcomes: { at: number; outcome: Outcome }[] = [];
  let stop = false;
  const client = async (lane: number) => {
    for (let n = 0; !stop; n += 1) {
      const path =
        n % 3 === 0
          ? '/api/auth/me'
          : `/api/items?search=${SEARCHES[(lane + n) % SEARCHES.length]}&page=${1 + (n % 3)}`;
      const outcome = await call(instance.base, path, { cookie, timeoutMs: 5000 });
      outcomes.push({ at: performance.now(), outcome });
      // A dead server refuses at once: do not spin.
      if (outcome.status === 0) await sleep(50);
    }
  };
  const clients = Array.from({ length: options.concurrency }, (_, lane) => client(lane));
  await sleep(options.warmUpMs);
  const restartAt = performance.now();
  cluster.restart();
  const backAt = performance.now();

  // Recovered: the first success after the last failure, once a second has passed with none.
  const isOk = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 400;
  let recoveredAt: number | undefined;
  while (recoveredAt === undefined && performance.now() - restartAt < options.recoveryBoundMs) {
    await sleep(250);
    const after = outcomes.filter((entry) => entry.at >= restartAt);
    const lastFailure = after.reduce((latest, entry) => (isOk(entry.outcome) ? latest : entry.at), restartAt);
    const firstOk = after.find((entry) => entry.at > lastFailure && isOk(entry.outcome));
    if (firstOk && performance.now() - lastFailure > 1000) recoveredAt = firstOk.at;
  }
  stop = true;
  await Promise.all(clients);

  const during = tally(outcomes.filter((entry) => entry.at >= restartAt));
  const survived = instance.ended() === null && instance.child.pid === pid;
  console.log(
    `[faults]   pg_ctl restart took ${ms(backAt - restartAt)}; answers from the restart on: ${during.ok} ok, ` +
      `${during.clean503} clean 503 with detail, ${during.other5xx} other 5xx, ${during.otherStatus} other 4xx, ` +
      `${during.connectionErrors} connection errors; recovered ${recoveredAt ? ms(recoveredAt - restartAt) : 'never'} ` +
      `after the restart began; server process ${survived ? `survived (pid ${pid})` : `ended (${instance.ended()})`}`,
  );
  if (!survived) {
    const errors = instance
      .output()
      .split('\n')
      .filter((line) => /error/i.test(line));
    console.log(`[faults]   what it printed about errors:\n${errors.slice(0, 4).join('\n')}`);
  }
  checks.check(survived, 'PostgreSQL restart: the server process survives, with no restart');
  checks.check(during.other5xx === 0, `PostgreSQL restart: no 500s, only clean 503s (${during.other5xx} other 5xx)`);
  checks.check(during.connectionErrors === 0, `PostgreSQL restart: no connection errors (${during.connectionErrors})`);
  checks.check(
    recoveredAt !== undefined,
    `PostgreSQL restart: requests succeed again by themselves within ${ms(options.recoveryBoundMs)}`,
  );
}
