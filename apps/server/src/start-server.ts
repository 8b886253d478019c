import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, prepareFolders } from './platform/config';
import { createContext } from './platform/create-context';
import { describeCause } from './platform/database/connection-errors';
import { keepNewFilesPrivate } from './platform/file-modes';
import { loadDemoData } from './demo/load-demo-data';
import { refuseDemoDataInProduction } from './demo/refuse-demo-data';
import { printableDatabaseUrl } from './platform/database/client';
import { buildJobs } from './features/jobs';
import { createScheduler } from './platform/jobs';
import { describePaymentProvider } from './platform/payments/create-provider';
import { releaseYoungGeneration } from './platform/start-up-memory';

/** In-flight requests get this long to finish when the process is asked to stop. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Opens the database, loads the demo data when asked, and serves until told to stop. Whatever stops
 * start-up is said in one line, an unusable setting by its name (docs/product.md, "Running safely").
 */
export async function startServer(): Promise<void> {
  // Before anything is written (session secret, database, uploads): new files are private.
  keepNewFilesPrivate();
  try {
    await start();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Start-up failed: ${describeCause(error)}`);
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  prepareFolders(config);
  const log = pino({ level: config.logLevel });
  const ctx = await createContext(config, log);
  if (config.isProduction) {
    const where = config.databaseUrl
      ? `the database at DATABASE_URL (${printableDatabaseUrl(config.databaseUrl)})`
      : `the embedded database in DATA_DIR (${config.dataDir})`;
    // Closed before stopping: the embedded database's files must be left consistent.
    await refuseDemoDataInProduction(ctx.db, where).catch(async (error: unknown) => {
      await ctx.mailer.close();
      await ctx.database.close();
      throw error;
    });
  }
  await ctx.live.start();
  const app = await buildApp(ctx, { serveWeb: true });
  // Code and routes are loaded: from here on (the demo data's first load, then the traffic) the
  // young generation may grow with the work.
  releaseYoungGeneration();
  if (config.demoData) await loadDemoData(ctx, log);
  const scheduler = createScheduler(ctx.database, log, buildJobs(ctx));

  // Ctrl+C reaches npm and node (and tsx under npm run dev) at once, so the signal can arrive
  // twice: the embedded database must finish closing or its files are left unusable.
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await scheduler.stop();
    // Browsers keep spare keep-alive connections open; closing waits for them unless cut off.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cutOff);
    // Before the database: the embedded one must not be closed under an active LISTEN.
    await ctx.live.close();
    await ctx.mailer.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  scheduler.start();
  log.info(
    `In-Kind Marketplace is running at ${config.publicUrl} (${config.env}; database: ${ctx.database.engine}` +
      `${ctx.database.replicas ? ` with ${ctx.database.replicas.names.length} read replica(s)` : ''}; ` +
      `${describePaymentProvider(config)}; demo data: ${config.demoData ? 'on' : 'off'})`,
  );
}
