import { taxYearRange, todayIn, type AdminTaxPacketsResult } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import { requests, taxPackets, users, type UserRow } from '#src/platform/database/schema';
import { donatedCondition } from '../impact';
import { packetRunner } from './tax-packets.worker';

/** Admin-produced packets read calendar years in UTC: donors' own packets use their browser's zone. */
const BULK_TIME_ZONE = 'UTC';

/**
 * POST /admin/tax-packets (docs/product.md, Year-end tax packet): one packet for `year` per donor
 * with a gift confirmed received in it, each emailed to its donor when ready; donors with a packet
 * already queued or building keep that one. One transaction, one audit entry.
 */
export async function produceYearPackets(
  ctx: AppContext,
  admin: UserRow,
  year: number,
): Promise<AdminTaxPacketsResult> {
  const { start, end } = taxYearRange(year, todayIn(BULK_TIME_ZONE));
  const result = await ctx.db.transaction(async (tx) => {
    const donors = await tx
      .selectDistinct({ id: requests.donorId })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.donorId))
      .where(
        and(
          donatedCondition,
          sql`${requests.deliveryConfirmedAt} >= (${start}::date)::timestamp at time zone ${BULK_TIME_ZONE}`,
          sql`${requests.deliveryConfirmedAt} < (${end}::date + 1)::timestamp at time zone ${BULK_TIME_ZONE}`,
        ),
      );
    const queued =
      donors.length === 0
        ? []
        : await tx
            .insert(taxPackets)
            .values(
              donors.map((donor) => ({
                donorId: donor.id,
                requestedBy: admin.id,
                startDate: start,
                endDate: end,
                timeZone: BULK_TIME_ZONE,
                notifyDonor: true,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: taxPackets.id });
    const outcome: AdminTaxPacketsResult = {
      year,
      donors: donors.length,
      queued: queued.length,
      already_building: donors.length - queued.length,
    };
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'tax_packets.produce_year',
      targetType: 'tax_year',
      targetId: year,
      targetLabel: `Tax year ${year} (${start} to ${end})`,
      after: outcome,
    });
    return outcome;
  });
  if (result.queued > 0) packetRunner(ctx).wake();
  return result;
}
