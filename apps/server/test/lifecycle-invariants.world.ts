import type { DeliveryOption } from '@app/shared';
import fc from 'fast-check';
import { createItem } from '../src/factories/items';
import { hashPassword } from '../src/platform/auth/passwords';
import type { Database } from '../src/platform/database/client';
import { users, type ItemRow, type NewUserRow, type UserRow } from '../src/platform/database/schema';
import { grant } from './support/requests.test-support';

/** What one sequence starts from, drawn at random so fees, stock and budgets vary. */
export interface WorldSetup {
  /** Tokens the nonprofit holds; 0 means none at all. */
  tokens: number;
  items: { fmvCents: number; quantity: number; options: DeliveryOption[] }[];
}

const optionsArb = fc.subarray(['donor_ships', 'nonprofit_pickup', 'electronic'] as DeliveryOption[], {
  minLength: 1,
});

export const setupArb: fc.Arbitrary<WorldSetup> = fc.record({
  // 20 tokens buy one $100 unit: small budgets run out, which exercises the balance floor.
  tokens: fc.constantFrom(0, 25, 60, 500, 5000, 5000, 5000),
  items: fc.tuple(
    ...[0, 1].map(() =>
      fc.record({
        // $0 items owe no fee unless shipped: the "invoice total 0" path of completion. $10 owes a
        // fee under the card minimum unless shipped.
        fmvCents: fc.constantFrom(0, 1_000, 10_000, 10_000, 123_456),
        quantity: fc.constantFrom(1, 2, 2, 3, 4),
        options: optionsArb,
      }),
    ),
  ),
});

export interface WorldItem {
  row: ItemRow;
  donor: UserRow;
  /** The street part of the donor's pickup address: distinctive, so a leak is a plain substring. */
  street: string;
}

/** The fresh actors and items of one sequence. */
export interface World {
  nonprofit: UserRow;
  /** One donor per item, so "the other donor" is a natural wrong actor and leaks are per donor. */
  items: WorldItem[];
  itemIds: number[];
  /** Requests created so far, oldest first; actions pick among them by index. */
  requestIds: number[];
  /** Checkout sessions opened so far. */
  sessionIds: string[];
  /** Donors whose address may now legitimately appear (an invoice of theirs was paid or owed nothing). */
  released: Set<number>;
}

/** Actors that belong to no sequence: the other nonprofit and the other donor of every sequence. */
export interface Outsiders {
  nonprofit: UserRow;
  donor: UserRow;
}

let passwordHash: Promise<string> | undefined;
let sequence = 0;

type UserFields = Partial<NewUserRow> & Pick<NewUserRow, 'role'>;

/**
 * Inserts users like the factory does, in one statement and with one password hash computed once:
 * hashing with argon2 for three users in each of a thousand sequences would dominate the run time.
 * Nobody signs in with a password here; sessions are created directly.
 */
async function insertUsers(db: Database, list: UserFields[]): Promise<UserRow[]> {
  passwordHash ??= hashPassword('correct-horse-1');
  const hash = await passwordHash;
  const values = list.map((fields) => {
    sequence += 1;
    return {
      email: `lifecycle${sequence}-${Date.now()}@example.org`,
      name: `Lifecycle User ${sequence}`,
      phone: '555-0100',
      emailVerifiedAt: new Date(),
      passwordHash: hash,
      approvalStatus: 'approved' as const,
      ...(fields.role === 'nonprofit'
        ? { organizationName: `Lifecycle Nonprofit ${sequence}`, ein: `12-${String(sequence).padStart(7, '0')}` }
        : { companyName: `Lifecycle Company ${sequence}` }),
      ...fields,
    };
  });
  return db.insert(users).values(values).returning();
}

let streets = 0;
/** A street no other donor has, with delimiters so that no street is a substring of another. */
function donorFields(): UserFields {
  streets += 1;
  return {
    role: 'donor',
    pickupAddress: `${streets} Zanzibar Quarry Dock Q${streets}Q`,
    pickupCity: 'Chicago',
    pickupState: 'IL',
    pickupZip: '60606',
  };
}

export async function createOutsiders(db: Database): Promise<Outsiders> {
  const rows = await insertUsers(db, [{ role: 'nonprofit' }, donorFields()]);
  const nonprofit = rows.find((row) => row.role === 'nonprofit');
  const donor = rows.find((row) => row.role === 'donor');
  await grant(db, nonprofit!.id, 1000);
  return { nonprofit: nonprofit!, donor: donor! };
}

export async function createWorld(db: Database, setup: WorldSetup): Promise<World> {
  const donorSpecs = setup.items.map(donorFields);
  const rows = await insertUsers(db, [{ role: 'nonprofit' }, ...donorSpecs]);
  // Matched by content: RETURNING's row order is not promised.
  const nonprofit = rows.find((row) => row.role === 'nonprofit');
  const donors = donorSpecs.map((spec) => rows.find((row) => row.pickupAddress === spec.pickupAddress));
  if (setup.tokens > 0) await grant(db, nonprofit!.id, setup.tokens);
  const items: WorldItem[] = [];
  for (const [index, spec] of setup.items.entries()) {
    const donor = donors[index]!;
    const row = await createItem(db, {
      donorId: donor.id,
      fmvCents: spec.fmvCents,
      quantity: spec.quantity,
      shippingOptions: spec.options,
    });
    items.push({ row, donor, street: donor.pickupAddress! });
  }
  return {
    nonprofit: nonprofit!,
    items,
    itemIds: items.map((entry) => entry.row.id),
    requestIds: [],
    sessionIds: [],
    released: new Set(),
  };
}

/** The entry of the item a request is for. */
export function itemOf(world: World, itemId: number): WorldItem {
  const found = world.items.find((entry) => entry.row.id === itemId);
  if (!found) throw new Error(`item ${itemId} is not part of this sequence`);
  return found;
}
