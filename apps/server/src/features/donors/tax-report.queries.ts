import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import {
  acknowledgementVersions,
  donationAcknowledgements,
  events,
  form8282Disposals,
  form8283Signatures,
  items,
  requests,
  users,
} from '#src/platform/database/schema';
import { donatedCondition, givenQuantity } from '../impact';
import { disposalColumns, signatureColumns } from '../tax-forms';

export interface TaxReportRange {
  startDate: string;
  endDate: string;
  timeZone: string;
}

const ack = donationAcknowledgements;
/** The letter's copy when there is one, so report and letter name the nonprofit alike; else the profile. */
const fromLetter = (letter: unknown, profile: unknown) =>
  sql<string | null>`case when ${ack.id} is null then ${profile} else ${letter} end`;

/**
 * The donor's donations confirmed received from the start of `startDate` to the end of `endDate`,
 * both calendar days in `timeZone`, oldest first. Served by requests_donor_received_idx.
 */
export function loadTaxReportRows(db: Queryable, donorId: number, range: TaxReportRange) {
  const from = sql`(${range.startDate}::date)::timestamp at time zone ${range.timeZone}`;
  const until = sql`(${range.endDate}::date + 1)::timestamp at time zone ${range.timeZone}`;
  return db
    .select({
      requestId: requests.id,
      nonprofitId: requests.nonprofitId,
      completionDate: sql<string>`to_char(${requests.deliveryConfirmedAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`,
      title: items.title,
      category: items.category,
      quantity: givenQuantity,
      unitCents: requests.unitFmvCents,
      nonprofitName: sql<string>`coalesce(${ack.nonprofitName}, ${users.organizationName}, ${users.name})`,
      ein: fromLetter(ack.nonprofitEin, users.ein),
      street: fromLetter(ack.nonprofitStreet, users.address),
      city: fromLetter(ack.nonprofitCity, users.city),
      state: fromLetter(ack.nonprofitState, users.state),
      zip: fromLetter(ack.nonprofitZip, users.zip),
      eventName: events.name,
      eventType: events.eventType,
      acknowledged: sql<boolean>`${ack.id} is not null`,
      costBasisCents: items.costBasisCents,
      ...signatureColumns,
      ...disposalColumns,
      signed: sql<boolean>`exists (select 1 from ${acknowledgementVersions} where ${acknowledgementVersions.requestId} = ${requests.id})`,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(users, eq(users.id, requests.nonprofitId))
    .leftJoin(events, eq(events.id, requests.eventId))
    .leftJoin(ack, eq(ack.requestId, requests.id))
    .leftJoin(form8283Signatures, eq(form8283Signatures.requestId, requests.id))
    .leftJoin(form8282Disposals, eq(form8282Disposals.requestId, requests.id))
    .where(
      and(
        eq(requests.donorId, donorId),
        donatedCondition,
        sql`${requests.deliveryConfirmedAt} >= ${from}`,
        sql`${requests.deliveryConfirmedAt} < ${until}`,
      ),
    )
    .orderBy(asc(requests.deliveryConfirmedAt), asc(requests.id));
}
export type TaxReportRow = Awaited<ReturnType<typeof loadTaxReportRows>>[number];
