import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import { ensureCategories } from './categories';
import type { AppContext } from './context';
import type { DatabaseHandle } from './database/client';
import { openConfiguredDatabase } from './database/open-configured';
import { createEventBus } from './events';
import { createGeocoder } from './geocoder';
import { createLiveBus } from './live/create-live-bus';
import { createMailer } from './mailer/mailer';
import { createPaymentProvider } from './payments/create-provider';
import { createDiskStorage } from './storage';

/** Opens the database, applies migrations and wires the shared services. */
export async function createContext(
  config: AppConfig,
  log: FastifyBaseLogger,
  database?: DatabaseHandle,
): Promise<AppContext> {
  const handle =
    database ??
    (await openConfiguredDatabase(
      config,
      (error) => log.warn({ err: error }, 'PostgreSQL connection lost; the pool replaces it'),
      (replica, reason) =>
        log.warn({ replica, reason }, 'Read replica skipped; its reads go to the primary until it answers'),
    ));
  await handle.migrate();
  await ensureCategories(handle.db);
  const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  await mailer.ensureTemplates();
  return {
    config,
    database: handle,
    db: handle.db,
    mailer,
    storage: createDiskStorage(config.storageDir),
    events: createEventBus(log),
    payments: createPaymentProvider(config, handle.db),
    live: createLiveBus(handle, log),
    geocoder: createGeocoder({
      nominatimUrl: config.nominatimUrl,
      // A failing Nominatim is answered from the gazetteer; the log says why street level was missed.
      onError: (error) => log.warn({ err: error }, 'Nominatim lookup failed; answered from the gazetteer'),
    }),
  };
}
