import { inArray } from 'drizzle-orm';
import type { Database } from '#src/platform/database/client';
import { users } from '#src/platform/database/schema';
import type { Checks } from './figures';
import { ms, sleep } from './figures';
import { call, loopback } from './http-client';
import { startInstance, waitHealthy, type Instance } from './instance';

export interface CrashOptions {
  env: Record<string, string>;
  /** How long the burst runs before the SIGKILL. */
  burstMs: number;
  concurrency: number;
}

const signUp = (email: string) => ({
  role: 'donor',
  email,
  password: 'Proof-password-1',
  name: 'Proof Writer',
  phone: '555-0100',
  city: 'Madison',
  state: 'WI',
  company_name: 'Proof Supply',
});

/**
 * Fault a: sign-ups (one committed write each) from many client addresses, the server killed with
 * SIGKILL mid-burst, then started again: every sign-up that was answered 201 must be in the database.
 */
export async function proveCrash(db: Database, checks: Checks, options: CrashOptions): Promise<Instance> {
  console.log(`\n[faults] a. kill -9 in a burst of writes (${options.concurrency} writers)`);
  const first = await startInstance(options.env);
  await waitHealthy(first);
  const run = Date.now().toString(36);
  // The first sign-up loads the password checker and the gazetteer (seconds): not part of the burst.
  await call(first.base, '/api/auth/register', { json: signUp(`warm-${run}@proof.example`), timeoutMs: 30_000 });
  const acknowledged: string[] = [];
  let attempted = 0;
  let refused = 0;
  let killed = false;
  const writer = async (lane: number) => {
    for (let n = 0; !killed; n += 1) {
      const email = `crash-${run}-${lane}-${n}@proof.example`;
      attempted += 1;
      // 20 sign-ups an hour per address (AUTH_LIMITS): each writer moves to a fresh address in time.
      const answer = await call(first.base, '/api/auth/register', {
        json: signUp(email),
        from: loopback(lane * 50 + Math.floor(n / 15)),
        timeoutMs: 10_000,
      });
      if (answer.status === 201) acknowledged.push(email);
      else if (answer.status !== 0) refused += 1;
    }
  };
  const writers = Array.from({ length: options.concurrency }, (_, lane) => writer(lane));
  await sleep(options.burstMs);
  first.child.kill('SIGKILL');
  const killedAt = performance.now();
  killed = true;
  await first.exited;
  await Promise.all(writers);

  const second = await startInstance({ ...options.env }, first.port);
  const healthyMs = await waitHealthy(second);
  const sinceKill = performance.now() - killedAt;
  const found = new Set<string>();
  for (let start = 0; start < acknowledged.length; start += 500) {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, acknowledged.slice(start, start + 500)));
    rows.forEach((row) => found.add(row.email));
  }
  const lost = acknowledged.filter((email) => !found.has(email));
  console.log(
    `[faults]   attempted ${attempted}, acknowledged ${acknowledged.length}, refused ${refused}, ` +
      `lost ${lost.length}; healthy again ${ms(healthyMs)} after the restart (${ms(sinceKill)} after the kill)`,
  );
  checks.check(
    acknowledged.length > 0,
    `kill -9: some writes were acknowledged before the kill (${acknowledged.length})`,
  );
  checks.check(lost.length === 0, `kill -9: every acknowledged write is in the database (lost ${lost.length})`);
  checks.check(refused === 0, `kill -9: no write was refused before the kill (refused ${refused})`);
  return second;
}
