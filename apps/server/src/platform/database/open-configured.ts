import { ConfigError, type AppConfig } from '../config';
import { openDatabase, printableDatabaseUrl, type DatabaseHandle } from './client';
import { describeCause, type ConnectionErrorLog } from './connection-errors';
import type { ReplicaWarning } from './replica-set';

/** How long start-up waits for PostgreSQL's first answer (a host that drops packets never refuses). */
const FIRST_ANSWER_MS = 15_000;

/**
 * Opens the configured database and, on PostgreSQL, waits for a first answer, so that a wrong or
 * unreachable DATABASE_URL stops start-up with one line naming it and why.
 */
export async function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseReplicaUrls' | 'dataDir' | 'pgliteSharedBuffers'>,
  onConnectionError: ConnectionErrorLog,
  onReplicaWarning?: ReplicaWarning,
): Promise<DatabaseHandle> {
  // A replica that is down at start is not a reason to stop: reads go to the primary until it answers.
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    replicaUrls: config.databaseReplicaUrls,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
    onConnectionError,
    onReplicaWarning,
  });
  if (!config.databaseUrl) return handle;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      handle.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${FIRST_ANSWER_MS / 1000} s`)), FIRST_ANSWER_MS);
      }),
    ]);
  } catch (error) {
    // Not awaited: a connection still trying would hold it up, and start-up stops anyway.
    void handle.close().catch(() => undefined);
    throw new ConfigError(
      `Cannot reach the database: DATABASE_URL (${printableDatabaseUrl(config.databaseUrl)}): ${describeCause(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
  return handle;
}
