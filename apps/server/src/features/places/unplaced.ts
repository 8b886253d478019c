import { count, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { users } from '#src/platform/database/schema';

/**
 * Accounts the marketplace cannot place: a nonprofit without coordinates, or a donor whose items'
 * place (its pickup location when it gave one, else its own address: features/items/listing-place.ts)
 * has none. Local and citywide reach cannot be measured for them.
 */
export function unplacedAccount(): SQL {
  const pickupGiven = sql`(nullif(${users.pickupCity}, '') is not null or nullif(${users.pickupState}, '') is not null
    or nullif(${users.pickupZip}, '') is not null or ${users.pickupLatitude} is not null)`;
  return sql`((${users.role} = 'nonprofit' and ${users.latitude} is null)
    or (${users.role} = 'donor' and case when ${pickupGiven} then ${users.pickupLatitude} is null
                                        else ${users.latitude} is null end))`;
}

export async function countUnplacedAccounts(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(unplacedAccount());
  return row?.total ?? 0;
}
