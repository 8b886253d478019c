import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TAX_THRESHOLDS_CENTS } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { form8282Disposals, form8283Signatures, items, requests, users } from '#src/platform/database/schema';
import { donatedCondition, givenQuantity, givenQuantityOf } from '../impact';

const receivedYear = (column: unknown) => sql`date_trunc('year', ${column} at time zone 'UTC')`;

/**
 * docs/product.md, Tax report: a gift is a Section B gift when the donor's gifts of its category (a
 * group of similar items) confirmed received in the same calendar year (UTC) are worth over $5,000.
 * The nonprofit's list and its right to sign Part V read this one condition.
 */
const inSectionBGroup: SQL = sql`(
  select coalesce(sum(g.unit_fmv_cents::bigint * ${givenQuantityOf(sql`g.id`, sql`g.quantity_requested`)}), 0)
  from ${requests} g join ${items} gi on gi.id = g.item_id
  where g.donor_id = ${requests.donorId} and g.status = 'completed' and gi.category = ${items.category}
    and ${receivedYear(sql`g.delivery_confirmed_at`)} = ${receivedYear(requests.deliveryConfirmedAt)}
) > ${TAX_THRESHOLDS_CENTS.sectionBGroup}`;

const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const isoTime = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A gift's Part V signature, every column null when unsigned (presentSignature reads them). */
export const signatureColumns = {
  signedOrganizationName: form8283Signatures.organizationName,
  signedEin: form8283Signatures.ein,
  signedDateReceived: form8283Signatures.dateReceived,
  signerName: form8283Signatures.signerName,
  signerTitle: form8283Signatures.signerTitle,
  signedAt: isoTime(form8283Signatures.signedAt),
};

/** A gift's recorded disposal, every column null when none (presentDisposal reads them). */
export const disposalColumns = {
  disposedOn: form8282Disposals.disposedOn,
  disposalMethod: form8282Disposals.method,
  amountReceivedCents: form8282Disposals.amountReceivedCents,
  disposalRecordedAt: isoTime(form8282Disposals.recordedAt),
};

/** The nonprofit's Section B gifts, newest first, with its signature and disposal when recorded. */
export function loadSectionBGifts(db: Queryable, nonprofitId: number, requestId?: number) {
  const donor = sql`donor`;
  return db
    .select({
      requestId: requests.id,
      donorId: requests.donorId,
      nonprofitId: requests.nonprofitId,
      itemTitle: items.title,
      category: items.category,
      quantity: givenQuantity,
      donorName: sql<string>`(select coalesce(${donor}.company_name, ${donor}.name) from ${users} ${donor} where ${donor}.id = ${requests.donorId})`,
      dateReceived: utcDay(requests.deliveryConfirmedAt),
      windowEnds: sql<string>`to_char((${requests.deliveryConfirmedAt} at time zone 'UTC')::date + interval '3 years', 'YYYY-MM-DD')`,
      organizationName: sql<string>`coalesce(${users.organizationName}, ${users.name})`,
      ein: users.ein,
      ...signatureColumns,
      ...disposalColumns,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(users, eq(users.id, requests.nonprofitId))
    .leftJoin(form8283Signatures, eq(form8283Signatures.requestId, requests.id))
    .leftJoin(form8282Disposals, eq(form8282Disposals.requestId, requests.id))
    .where(
      and(
        eq(requests.nonprofitId, nonprofitId),
        requestId === undefined ? undefined : eq(requests.id, requestId),
        donatedCondition,
        inSectionBGroup,
      ),
    )
    .orderBy(sql`${requests.deliveryConfirmedAt} desc`, sql`${requests.id} desc`)
    .limit(500);
}
export type SectionBGiftRow = Awaited<ReturnType<typeof loadSectionBGifts>>[number];
