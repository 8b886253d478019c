import type { Queryable } from '../platform/database/client';
import { items, type ItemRow } from '../platform/database/schema';

export type ItemFactoryInput = Partial<typeof items.$inferInsert> & { donorId: number };

let sequence = 0;

/** Inserts a listed item for a donor; defaults give 5 available units worth $100.00 each. */
export async function createItem(db: Queryable, input: ItemFactoryInput): Promise<ItemRow> {
  sequence += 1;
  const quantity = input.quantity ?? 5;
  const [row] = await db
    .insert(items)
    .values({
      title: `Test item ${sequence}`,
      description: 'A useful donated item in good condition.',
      category: 'Electronics',
      fmvCents: 10_000,
      shippingOptions: ['donor_ships', 'nonprofit_pickup'],
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      latitude: 41.8789,
      longitude: -87.6359,
      donorScope: 'nationwide',
      ...input,
      quantity,
      initialQuantity: input.initialQuantity ?? quantity,
    })
    .returning();
  return row!;
}
