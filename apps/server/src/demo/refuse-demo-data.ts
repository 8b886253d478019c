import { inArray } from 'drizzle-orm';
import { ConfigError } from '../platform/config';
import type { Database } from '../platform/database/client';
import { users } from '../platform/database/schema';
import { DEMO_EXTRA_DONORS } from './demo-donors';
import { DEMO_USERS } from './demo-users';

const DEMO_EMAILS = [...DEMO_USERS, ...DEMO_EXTRA_DONORS]
  .map((user) => user.email)
  .filter((email): email is string => email !== undefined);

/**
 * A production server never runs on a database that ever held the demo data, such as the ./data
 * folder the first `npm start` fills: the demo accounts' password is published, and the catalogue,
 * requests and messages beside them are made up. Removing the accounts alone would leave those, so
 * start-up stops and says how to begin clean (docs/product.md, "Running safely").
 */
export async function refuseDemoDataInProduction(db: Database, where: string): Promise<void> {
  const found = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_EMAILS));
  if (found.length === 0) return;
  throw new ConfigError(
    `Refusing to start in production: ${where} holds the demo data (${found.length} demo accounts such as ` +
      `${found[0]!.email}, whose password is published, with a made-up catalogue and activity); ` +
      'start on a fresh database: a new, empty DATA_DIR or DATABASE_URL',
  );
}
