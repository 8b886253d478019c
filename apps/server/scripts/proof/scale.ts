/**
 * Scale-out proof (docs/quality.md, "Proof: faults and scale-out"): a throwaway PostgreSQL 15,
 * three built instances sharing SESSION_SECRET, PUBLIC_URL and STORAGE_DIR, and a round-robin
 * proxy in front, under mixed traffic (browse, request, approve, chat, pay). Checks 0 errors,
 * sessions valid on every instance, live events across instances, and jobs and payments done once.
 *
 *   npm run proof:scale                     (60 s of traffic; builds the server first)
 *   npm run proof:scale -- --seconds=15     (the form CI runs, or PROOF_SECONDS=15)
 *   npm run proof:scale -- --lanes=12       (concurrent nonprofit-and-donor pairs, or PROOF_LANES)
 *   npm run proof:scale -- --replica        (a primary and a streaming replica whose commits apply
 *                                            REPLICA_DELAY_MS late; the instances read through
 *                                            DATABASE_REPLICA_URLS; checks read your writes)
 *
 * Prints requests/s and p99 and one PASS or FAIL line per check; exits 1 when any check fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '#src/platform/database/client';
import { freePort } from '#test/setup/free-port';
import { isShort, option, runProof } from './figures';
import { signIn } from './http-client';
import { requireBuiltServer, startInstance, waitHealthy, type Instance } from './instance';
import { listen, type LiveListener } from './live-listener';
import { startProofCluster, type ProofCluster } from './postgres';
import { startPrimaryWithReplica, type PrimaryWithReplica } from '#test/setup/streaming-replica';
import { checkReplicaReads, newReplicaReads } from './scale-replica-reads';
import { checkLiveEvents, checkOnce, checkSessions, checkTraffic } from './scale-checks';
import { startProxy, type RoundRobinProxy } from './scale-proxy';
import { PASSWORD, seedScale } from './scale-seed';
import { runTraffic, type Lane } from './scale-traffic';

const INSTANCES = 3;
/**
 * The replica form's lag: every commit is applied on the replica this late, so a read sent there
 * before its user's own write had arrived would show the older state (and fail the check).
 */
const REPLICA_DELAY_MS = 200;
const withReplica = process.argv.includes('--replica');

runProof('scale', async (checks) => {
  requireBuiltServer();
  const seconds = option('seconds', 'PROOF_SECONDS', isShort ? 15 : 60);
  const lanes = option('lanes', 'PROOF_LANES', 8);
  const root = mkdtempSync(path.join(tmpdir(), 'proof-scale-'));
  let cluster: ProofCluster | undefined;
  let pair: PrimaryWithReplica | undefined;
  let database: DatabaseHandle | undefined;
  let proxy: RoundRobinProxy | undefined;
  const instances: Instance[] = [];
  const listeners: LiveListener[] = [];
  try {
    if (withReplica) pair = await startPrimaryWithReplica({ applyDelayMs: REPLICA_DELAY_MS });
    else cluster = await startProofCluster();
    const primaryUrl = pair?.primaryUrl ?? cluster!.url;
    database = await openDatabase({ databaseUrl: primaryUrl, poolSize: 4 });
    await database.migrate();
    const { pairs, unplacedIds } = await seedScale(database.db, lanes, 60);
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    proxy = await startProxy(ports.map((port) => `http://127.0.0.1:${port}`));
    const env = {
      DATABASE_URL: primaryUrl,
      ...(pair ? { DATABASE_REPLICA_URLS: pair.replicaUrl } : {}),
      SESSION_SECRET: 'proof-session-secret-0123456789abcdef-0123456789',
      PUBLIC_URL: proxy.base,
      STORAGE_DIR: path.join(root, 'uploads'),
      DEMO_DATA: 'false',
      PAYMENTS: 'sandbox',
    };
    // Started together, as a deploy does; the back-fill job each runs at start must place each account once.
    for (const [index, port] of ports.entries()) {
      instances.push(await startInstance({ ...env, DATA_DIR: path.join(root, `instance-${index}`) }, port));
    }
    const startedMs = await Promise.all(instances.map((instance) => waitHealthy(instance)));
    console.log(
      `[scale] ${INSTANCES} instances healthy in ${startedMs.map((value) => Math.round(value)).join(', ')} ms; ` +
        `proxy ${proxy.base}; ${lanes} lanes for ${seconds} s` +
        (pair ? `; one streaming replica applying commits ${REPLICA_DELAY_MS} ms late` : ''),
    );

    const signedIn: Lane[] = [];
    for (const pair of pairs) {
      signedIn.push({
        pair,
        nonprofitCookie: await signIn(proxy.base, pair.nonprofit.email, PASSWORD),
        donorCookie: await signIn(proxy.base, pair.donor.email, PASSWORD),
      });
    }
    for (const lane of signedIn) listeners.push(await listen(proxy.base, lane.donorCookie));

    const trafficStart = performance.now();
    const replicaReads = pair ? newReplicaReads() : undefined;
    const traffic = await runTraffic(proxy.base, signedIn, trafficStart + seconds * 1000, replicaReads);
    const ran = (performance.now() - trafficStart) / 1000;

    console.log('\n[scale] checks');
    checkTraffic(traffic, ran, checks);
    if (replicaReads) checkReplicaReads(replicaReads, checks);
    checks.check(
      proxy.upstreamErrors() === 0,
      `the proxy reached an instance every time (${proxy.upstreamErrors()} failures)`,
    );
    await checkLiveEvents(traffic, listeners, checks);
    await checkSessions(
      instances.map((instance) => instance.base),
      signedIn.flatMap((lane) => [lane.nonprofitCookie, lane.donorCookie]),
      checks,
    );
    await checkOnce(database.db, unplacedIds, traffic, checks);
    const alive = instances.filter((instance) => instance.ended() === null).length;
    checks.check(alive === INSTANCES, `every instance still running (${alive} of ${INSTANCES})`);
  } finally {
    listeners.forEach((listener) => listener.close());
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close().catch(() => undefined);
    cluster?.stop();
    pair?.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
