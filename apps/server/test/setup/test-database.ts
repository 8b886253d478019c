import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#src/platform/database/client';
import { captureBaseline, resetToBaseline, type Baseline } from './pglite-reuse';
import './provided';

/** Released PGlite instances of this worker, and what the snapshot held (pglite-reuse.ts). */
const idlePglites: DatabaseHandle[] = [];
let baseline: Promise<Baseline> | undefined;

/** A fresh, migrated database for one test file, on the engine the project runs (PGlite or PostgreSQL). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_ENGINE === 'postgres') return openPostgresCopy();
  for (let reused = idlePglites.pop(); reused; reused = idlePglites.pop()) {
    if (reused.pglite!.closed) continue;
    await resetToBaseline(reused.pglite!, await baseline!);
    return reused;
  }
  const snapshot = readFileSync(inject('pgliteSnapshotPath'));
  const handle = await openDatabase({ loadDataDir: new Blob([snapshot]) });
  baseline ??= captureBaseline(handle.pglite!);
  await baseline;
  return handle;
}

/**
 * Done with a database: a PGlite instance still open goes back to this worker's idle list, to be
 * reset for the next file; anything else is closed. (`handle.close()` closes it for good, for the
 * tests about a database that has gone.)
 */
export async function releaseTestDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite' && handle.pglite && !handle.pglite.closed) {
    idlePglites.push(handle);
    return;
  }
  await handle.close();
}

/** A new database copied from the migrated template, and how to drop it again. */
export async function createPostgresCopy(prefix = 'app_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const copy = await createPostgresCopy();
  const handle = await openDatabase({ databaseUrl: copy.url, poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}
