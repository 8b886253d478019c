import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { grantTokens } from '#src/features/tokens';
import type { Database } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';

export const PASSWORD = 'Proof-password-1';

export interface Pair {
  nonprofit: UserRow;
  donor: UserRow;
  itemIds: number[];
}

const TITLES = ['Office desk', 'Laptop', 'Printer paper', 'Folding chairs', 'Winter coats', 'Hygiene kits'];

/**
 * One donor per nonprofit (each with a few items of plenty of units) and tokens for the nonprofit,
 * so every lane of traffic requests, approves and chats on its own; and `unplaced` accounts with a
 * ZIP but no coordinates, which the place back-fill job (run at start by every instance) must place
 * exactly once.
 */
export async function seedScale(
  db: Database,
  lanes: number,
  unplaced: number,
): Promise<{ pairs: Pair[]; unplacedIds: number[] }> {
  const run = Date.now().toString(36);
  const pairs: Pair[] = [];
  const chicago = { city: 'Chicago', state: 'IL', zip: '60606', latitude: 41.8789, longitude: -87.6359 };
  for (let lane = 0; lane < lanes; lane += 1) {
    const [nonprofit, donor] = await Promise.all([
      createUser(db, {
        role: 'nonprofit',
        approvalStatus: 'approved',
        email: `np-${run}-${lane}@proof.example`,
        password: PASSWORD,
        ...chicago,
      }),
      createUser(db, { role: 'donor', email: `donor-${run}-${lane}@proof.example`, password: PASSWORD, ...chicago }),
    ]);
    await db.transaction((tx) => grantTokens(tx, nonprofit.id, 100_000, 'purchase', 'Proof tokens'));
    const itemIds: number[] = [];
    for (const title of TITLES.slice(0, 3)) {
      // $10 a unit: 2 tokens each, and units for every request of a long run.
      const item = await createItem(db, {
        donorId: donor.id,
        title: `${title} ${lane}`,
        fmvCents: 1000,
        quantity: 5000,
      });
      itemIds.push(item.id);
    }
    pairs.push({ nonprofit, donor, itemIds });
  }
  const unplacedIds: number[] = [];
  for (let n = 0; n < unplaced; n += 1) {
    const user = await createUser(db, {
      email: `unplaced-${run}-${n}@proof.example`,
      city: 'Madison',
      state: 'WI',
      zip: '53703',
      latitude: null,
      longitude: null,
      placeCheckedAt: null,
    });
    unplacedIds.push(user.id);
  }
  return { pairs, unplacedIds };
}
