import { centsToDollars, type DonorImpact, type NonprofitImpact } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { partyImpact } from './party-impact.service';

/** GET /nonprofit/{id}/impact: the Overview's impact summary and value received per month. */
export async function getNonprofitImpact(
  db: Queryable,
  nonprofitId: number,
  timeZone: string,
): Promise<NonprofitImpact> {
  const figures = await partyImpact(db, 'nonprofit', nonprofitId, timeZone);
  return {
    total_donations_received: figures.donations,
    items_received: figures.items,
    donors_partnered: figures.partners,
    total_value_received: figures.value,
    in_delivery: figures.inDelivery,
    time_zone: timeZone,
    monthly: figures.months.map((month) => ({
      month: month.month,
      donations_received: month.donations,
      value_received: centsToDollars(month.valueCents),
    })),
  };
}

/** GET /donors/{id}/impact: the Impact tab's three cards and value donated per month. */
export async function getDonorImpact(db: Queryable, donorId: number, timeZone: string): Promise<DonorImpact> {
  const figures = await partyImpact(db, 'donor', donorId, timeZone);
  return {
    total_items_donated: figures.items,
    nonprofits_helped: figures.partners,
    total_value_donated: figures.value,
    total_donations: figures.donations,
    in_delivery: figures.inDelivery,
    time_zone: timeZone,
    monthly: figures.months.map((month) => ({
      month: month.month,
      items_donated: month.items,
      value_donated: centsToDollars(month.valueCents),
    })),
  };
}
