/**
 * Fault proof (docs/quality.md, "Proof: faults and scale-out"): the built server on a throwaway
 * PostgreSQL 15, through three faults an operator meets:
 *   a. kill -9 in a burst of acknowledged writes: none may be lost;
 *   b. PostgreSQL restarted under load: clean 503s with `detail`, back by itself, same process;
 *   c. a mail server that hangs: requests stay fast, and every email arrives once it is back.
 *
 *   npm run proof:faults                 (builds the server first)
 *   npm run proof:faults -- --short      (the form CI runs, or PROOF_SHORT=1)
 *   PROOF_MAIL_BOUND_S=120 PROOF_FAST_MS=1000 npm run proof:faults   (the bounds checked)
 *
 * Prints its figures and one PASS or FAIL line per check; exits 1 when any check fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createUser } from '#src/factories/users';
import { openDatabase, type DatabaseHandle } from '#src/platform/database/client';
import { proveCrash } from './faults-crash';
import { proveMail } from './faults-mail';
import { proveRestart } from './faults-restart';
import { isShort, option, runProof } from './figures';
import { signIn } from './http-client';
import { requireBuiltServer, type Instance } from './instance';
import { startProofCluster, type ProofCluster } from './postgres';

runProof('faults', async (checks) => {
  requireBuiltServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'proof-faults-'));
  let cluster: ProofCluster | undefined;
  let database: DatabaseHandle | undefined;
  let instance: Instance | undefined;
  try {
    cluster = await startProofCluster();
    database = await openDatabase({ databaseUrl: cluster.url, poolSize: 4 });
    // Migrated here, so the server processes below never race on an empty database.
    await database.migrate();
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'proof-session-secret-0123456789abcdef-0123456789',
      DEMO_DATA: 'false',
    };
    console.log(`[faults] ${isShort ? 'short form' : 'full form'}; PostgreSQL at ${cluster.url}`);

    instance = await proveCrash(database.db, checks, {
      env,
      burstMs: option('burst-ms', 'PROOF_BURST_MS', isShort ? 2500 : 8000),
      concurrency: isShort ? 12 : 24,
    });

    const reader = await createUser(database.db, { email: `reader-${Date.now()}@proof.example` });
    const cookie = await signIn(instance.base, reader.email, 'correct-horse-1');
    // The proof's own pool loses its connections too; it must not end this process.
    database.pool?.on('error', () => undefined);
    await proveRestart(instance, cluster, cookie, checks, {
      warmUpMs: isShort ? 1500 : 5000,
      recoveryBoundMs: option('recovery-s', 'PROOF_RECOVERY_S', isShort ? 10 : 20) * 1000,
      concurrency: isShort ? 8 : 16,
    });
    await instance.stop();

    await proveMail(database.db, checks, {
      env,
      each: isShort ? 6 : 20,
      fastMs: option('fast-ms', 'PROOF_FAST_MS', 2000),
      deliveryBoundMs: option('mail-bound-s', 'PROOF_MAIL_BOUND_S', isShort ? 30 : 60) * 1000,
    });
  } finally {
    await instance?.stop();
    await database?.close().catch(() => undefined);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
