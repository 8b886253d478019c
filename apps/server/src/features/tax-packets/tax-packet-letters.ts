import type { Acknowledgement } from '@app/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { donationAcknowledgements, requests } from '#src/platform/database/schema';
import { presentAcknowledgement } from '../acknowledgements';
import type { TaxReportRange } from '../donors';
import { donatedCondition } from '../impact';

/**
 * The acknowledgement letters of a donor's gifts confirmed received in the range (the same days as
 * the tax report, in the range's time zone), oldest first: what the year-end packet prints.
 */
export async function lettersForPacket(
  db: Queryable,
  donorId: number,
  range: TaxReportRange,
): Promise<Acknowledgement[]> {
  const from = sql`(${range.startDate}::date)::timestamp at time zone ${range.timeZone}`;
  const until = sql`(${range.endDate}::date + 1)::timestamp at time zone ${range.timeZone}`;
  const rows = await db
    .select({ letter: donationAcknowledgements })
    .from(donationAcknowledgements)
    .innerJoin(requests, eq(requests.id, donationAcknowledgements.requestId))
    .where(
      and(
        eq(requests.donorId, donorId),
        donatedCondition,
        sql`${requests.deliveryConfirmedAt} >= ${from}`,
        sql`${requests.deliveryConfirmedAt} < ${until}`,
      ),
    )
    .orderBy(asc(requests.deliveryConfirmedAt), asc(requests.id));
  return rows.map((row) => presentAcknowledgement(row.letter));
}
