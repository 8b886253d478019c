import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './database/client';
import type { EventBus } from './events';
import type { Geocoder } from './geocoder';
import type { LiveBus } from './live/live-bus';
import type { Mailer } from './mailer/mailer';
import type { PaymentProvider } from './payments/provider';
import type { FileStorage } from './storage';

/** What every feature is given: built once at start, shared by all routes and services. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  events: EventBus;
  /** Sandbox or Stripe checkout (docs/product.md, Payments). */
  payments: PaymentProvider;
  /** Server-sent events to signed-in users, across processes (platform/live). */
  live: LiveBus;
  /** Offline gazetteer, and Nominatim when NOMINATIM_URL is set (docs/product.md, Places). */
  geocoder: Geocoder;
}
