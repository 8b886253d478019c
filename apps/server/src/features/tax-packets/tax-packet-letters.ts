import type { Acknowledgement } from '@app/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import {
  acknowledgementVersions,
  donationAcknowledgements,
  requests,
  type AcknowledgementVersionRow,
} from '#src/platform/database/schema';
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
  // Each letter as its donor reads it today: the current signed version, or awaiting a signature.
  const requestIds = rows.map((row) => row.letter.requestId);
  const versions = requestIds.length
    ? await db
        .select()
        .from(acknowledgementVersions)
        .where(inArray(acknowledgementVersions.requestId, requestIds))
        .orderBy(asc(acknowledgementVersions.version))
    : [];
  const versionsOf = new Map<number, AcknowledgementVersionRow[]>();
  for (const version of versions) {
    versionsOf.set(version.requestId, [...(versionsOf.get(version.requestId) ?? []), version]);
  }
  return rows.map((row) =>
    presentAcknowledgement(row.letter, versionsOf.get(row.letter.requestId) ?? [], { signer: false }),
  );
}
