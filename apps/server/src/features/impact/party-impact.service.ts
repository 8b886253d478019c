import { centsToDollars, IMPACT_MONTHS } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { requests } from '#src/platform/database/schema';
import { donatedCondition, givenQuantity, inDeliveryCondition, requestValueCents } from './donated';

export type Party = 'donor' | 'nonprofit';

const partyColumn = (party: Party) => (party === 'donor' ? requests.donorId : requests.nonprofitId);
const otherPartyColumn = (party: Party) => (party === 'donor' ? requests.nonprofitId : requests.donorId);

/** Totals over one party's requests in one pass: donated, the other side reached, and in delivery. */
async function totals(db: Queryable, party: Party, id: number) {
  const [row] = await db
    .select({
      donations: sql<number>`count(*) filter (where ${donatedCondition})`.mapWith(Number),
      items: sql<number>`coalesce(sum(${givenQuantity}) filter (where ${donatedCondition}), 0)`.mapWith(Number),
      valueCents: sql<number>`coalesce(sum(${requestValueCents}) filter (where ${donatedCondition}), 0)`.mapWith(
        Number,
      ),
      partners: sql<number>`count(distinct ${otherPartyColumn(party)}) filter (where ${donatedCondition})`.mapWith(
        Number,
      ),
      inDeliveryRequests: sql<number>`count(*) filter (where ${inDeliveryCondition})`.mapWith(Number),
      inDeliveryItems:
        sql<number>`coalesce(sum(${requests.quantityRequested}) filter (where ${inDeliveryCondition}), 0)`.mapWith(
          Number,
        ),
      inDeliveryCents:
        sql<number>`coalesce(sum(${requestValueCents}) filter (where ${inDeliveryCondition}), 0)`.mapWith(Number),
    })
    .from(requests)
    .where(eq(partyColumn(party), id));
  return row!;
}

interface MonthRow {
  month: string;
  donations: number | string;
  items: number | string;
  value_cents: number | string;
}

/**
 * Donations confirmed received per calendar month in `timeZone`, this month and the eleven before,
 * months without any included as zero.
 */
async function monthly(db: Queryable, party: Party, id: number, timeZone: string) {
  const column = partyColumn(party);
  const firstMonth = sql`date_trunc('month', now() at time zone ${timeZone}) - make_interval(months => ${IMPACT_MONTHS - 1})`;
  const result = (await db.execute(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(${firstMonth}, date_trunc('month', now() at time zone ${timeZone}), interval '1 month') as m
    ), sums as (
      select to_char(${requests.deliveryConfirmedAt} at time zone ${timeZone}, 'YYYY-MM') as month,
        count(*) as donations,
        sum(${givenQuantity}) as items,
        sum(${requestValueCents}) as value_cents
      from ${requests}
      where ${column} = ${id} and ${donatedCondition}
        and ${requests.deliveryConfirmedAt} >= (${firstMonth}) at time zone ${timeZone}
      group by 1
    )
    select months.month, coalesce(sums.donations, 0) as donations, coalesce(sums.items, 0) as items,
      coalesce(sums.value_cents, 0) as value_cents
    from months left join sums on sums.month = months.month
    order by months.month
  `)) as unknown as { rows: MonthRow[] };
  return result.rows.map((row) => ({
    month: row.month,
    donations: Number(row.donations),
    items: Number(row.items),
    valueCents: Number(row.value_cents),
  }));
}

/** One party's impact figures, all computed in SQL (docs/product.md, Impact). */
export async function partyImpact(db: Queryable, party: Party, id: number, timeZone: string) {
  const [sum, months] = await Promise.all([totals(db, party, id), monthly(db, party, id, timeZone)]);
  return {
    ...sum,
    value: centsToDollars(sum.valueCents),
    inDelivery: {
      requests: sum.inDeliveryRequests,
      items: sum.inDeliveryItems,
      value: centsToDollars(sum.inDeliveryCents),
    },
    months,
  };
}
