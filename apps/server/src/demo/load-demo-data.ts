import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { users } from '../platform/database/schema';
import { DEMO_USERS } from './demo-users';
import { createUser } from '../factories/users';

/** DESIGN.md section 3: demo accounts and catalogue, only when DEMO_DATA is on and the database is empty. */
export async function loadDemoData(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const [row] = await ctx.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) await createUser(tx, demo);
  });
  log.info(`Demo data loaded: ${DEMO_USERS.map((user) => user.email).join(', ')} (password demo-password-1)`);
}
