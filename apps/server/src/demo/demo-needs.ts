import type { NeedForm } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { answerNeedInTx } from '../features/needs/need-answer.service';
import { postNeedInTx } from '../features/needs/needs-write.service';
import type { Transaction } from '../platform/database/client';
import { events, type UserRow } from '../platform/database/schema';

const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export interface DemoNeedsInput {
  /** The demo nonprofit (Evanston), which posts the needs. */
  nonprofit: UserRow;
  /** A nearby demo donor whose reach covers Evanston, which answers one need. */
  neighbour: UserRow;
}

/**
 * Demo data (docs/product.md, Demo data and scale-out, and Needs board): three open needs of the demo
 * nonprofit that the demo donor's reach covers (it reaches nationwide), one with an answer from the
 * Lakeview donor waiting for the nonprofit, so the board, the Needs tab and an offer all have
 * something to show. Posted and answered through the needs services, so they hold as real ones do.
 */
export async function loadDemoNeeds(tx: Transaction, { nonprofit, neighbour }: DemoNeedsInput): Promise<void> {
  const [drive] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.nonprofitId, nonprofit.id), eq(events.name, 'Back-to-School Supply Drive')));
  const needs: NeedForm[] = [
    {
      title: 'Laptops for the homework club',
      category: 'Electronics',
      description:
        'Working laptops (any make, with chargers) for students who have no computer at home. Our homework club meets four afternoons a week.',
      quantity: 8,
      needed_by: dayIn(21),
      event_id: drive?.id ?? null,
      intended_use: 'programs',
    },
    {
      title: 'Winter coats for mentoring families',
      category: 'Clothing',
      description: "Warm coats in children's and adult sizes for the families in our mentoring program.",
      quantity: 25,
      needed_by: dayIn(40),
      event_id: null,
      intended_use: 'care_of_needy',
    },
    {
      title: 'Folding tables for family nights',
      category: 'Furniture',
      description: 'Sturdy folding tables (6 ft) for our monthly family dinners in the gym.',
      quantity: 6,
      needed_by: dayIn(30),
      event_id: null,
      intended_use: 'programs',
    },
  ];
  const ids: number[] = [];
  for (const need of needs) ids.push(await postNeedInTx(tx, nonprofit.id, need));
  await answerNeedInTx(tx, neighbour.id, ids[2]!, {
    title: 'Folding table, 6 ft',
    category: 'Furniture',
    description: 'Heavy-duty 6-foot folding tables from our showroom, lightly used.',
    fair_market_value: 65,
    quantity: 4,
    shipping_options: ['nonprofit_pickup', 'donor_ships'],
    images: [],
    resale_permitted: false,
    message: 'We can hold these for your family nights. Pickup on Broadway or we can drop them off.',
  });
}
