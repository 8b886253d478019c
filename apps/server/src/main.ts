import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { createContext } from './platform/create-context';
import { loadDemoData } from './demo/load-demo-data';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const ctx = await createContext(config, log);
  if (config.demoData) await loadDemoData(ctx, log);
  const app = await buildApp(ctx, { serveWeb: true });

  const shutdown = async () => {
    await app.close();
    ctx.mailer.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  log.info(`In-Kind Marketplace is running at ${config.publicUrl} (database: ${ctx.database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
