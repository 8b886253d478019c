import { ACKNOWLEDGEMENT_TEXT, type Acknowledgement, type AcknowledgementsToSign } from '@app/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import {
  acknowledgementVersions,
  donationAcknowledgements,
  items,
  requests,
  type AcknowledgementVersionRow,
  type DonationAcknowledgementRow,
  type UserRow,
} from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { assertMayRead, maySign } from './acknowledgements.policy';

const signatureOf = (version: AcknowledgementVersionRow) => ({
  name: version.signerName,
  title: version.signerTitle,
  signed_at: version.signedAt.toISOString(),
});

/**
 * GET /requests/{id}/acknowledgement?version=: the letter's content, for the request's donor, its
 * nonprofit and admins. 404 until the delivery is confirmed received. Without `version`, the
 * current letter (the latest signed version, or the unsigned record while it awaits a signature).
 */
export async function readAcknowledgement(
  db: Queryable,
  viewer: UserRow,
  requestId: number,
  wanted?: number,
): Promise<Acknowledgement> {
  const [request] = await db
    .select({ donorId: requests.donorId, nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) throw notFound('Request not found.');
  assertMayRead(viewer, request);
  const [row] = await db
    .select()
    .from(donationAcknowledgements)
    .where(eq(donationAcknowledgements.requestId, requestId));
  if (!row) throw notFound(ACKNOWLEDGEMENT_TEXT.notFound);
  const versions = await db
    .select()
    .from(acknowledgementVersions)
    .where(eq(acknowledgementVersions.requestId, requestId))
    .orderBy(asc(acknowledgementVersions.version));
  if (wanted !== undefined && !versions.some((version) => version.version === wanted)) {
    throw notFound(ACKNOWLEDGEMENT_TEXT.versionNotFound);
  }
  return presentAcknowledgement(row, versions, { wanted, signer: maySign(viewer, request) });
}

/**
 * The letter's content as recorded, with its signed versions (oldest first): the web's single letter
 * and the year-end packet alike. `wanted` picks a version (default: the current one); `signer` is
 * whether the viewer may sign or correct it.
 */
export function presentAcknowledgement(
  row: DonationAcknowledgementRow,
  versions: AcknowledgementVersionRow[],
  { wanted, signer }: { wanted?: number; signer: boolean },
): Acknowledgement {
  const current = versions.at(-1);
  const shown = wanted === undefined ? current : versions.find((version) => version.version === wanted);
  const numberOf = (id: number | null) => versions.find((version) => version.id === id)?.version ?? null;
  return {
    request_id: row.requestId,
    recorded_at: row.createdAt.toISOString(),
    date_received: row.receivedAt.toISOString(),
    nonprofit: {
      name: row.nonprofitName,
      ein: row.nonprofitEin,
      address: {
        street: row.nonprofitStreet,
        city: row.nonprofitCity,
        state: row.nonprofitState,
        zip: row.nonprofitZip,
      },
    },
    donor: { name: row.donorName, company_name: row.donorCompanyName },
    items: {
      description: shown?.itemDescription ?? row.itemDescription,
      category: row.itemCategory,
      quantity: shown?.quantity ?? row.quantity,
    },
    event_name: row.eventName,
    statement: ACKNOWLEDGEMENT_TEXT.noGoodsOrServices,
    value_statement: ACKNOWLEDGEMENT_TEXT.noValueStated,
    intended_use: row.intendedUse,
    status: current ? 'signed' : 'awaiting_signature',
    signature: shown ? signatureOf(shown) : null,
    version: shown?.version ?? null,
    current_version: current?.version ?? null,
    supersedes_version: shown ? numberOf(shown.supersedesId) : null,
    correction_reason: shown?.correctionReason ?? null,
    versions: versions.map((version) => ({
      version: version.version,
      signature: signatureOf(version),
      description: version.itemDescription,
      quantity: version.quantity,
      correction_reason: version.correctionReason,
      supersedes_version: numberOf(version.supersedesId),
    })),
    can_sign: signer && !current,
    can_correct: signer && Boolean(current),
  };
}

/** Letters confirmed received that nobody at the nonprofit has signed yet, oldest first. */
export const unsignedCondition = sql`not exists (select 1 from ${acknowledgementVersions} where ${acknowledgementVersions.requestId} = ${donationAcknowledgements.requestId})`;

/** GET /acknowledgements/awaiting-signature: the signed-in nonprofit's letters still to sign. */
export async function listAcknowledgementsToSign(db: Queryable, nonprofitId: number): Promise<AcknowledgementsToSign> {
  const rows = await db
    .select({
      requestId: donationAcknowledgements.requestId,
      itemTitle: items.title,
      quantity: donationAcknowledgements.quantity,
      donorName: sql<string>`coalesce(${donationAcknowledgements.donorCompanyName}, ${donationAcknowledgements.donorName})`,
      receivedAt: donationAcknowledgements.receivedAt,
      intendedUse: donationAcknowledgements.intendedUse,
    })
    .from(donationAcknowledgements)
    .innerJoin(requests, eq(requests.id, donationAcknowledgements.requestId))
    .innerJoin(items, eq(items.id, requests.itemId))
    .where(and(eq(donationAcknowledgements.nonprofitId, nonprofitId), unsignedCondition))
    .orderBy(asc(donationAcknowledgements.receivedAt), asc(donationAcknowledgements.requestId))
    .limit(200);
  return {
    acknowledgements: rows.map((row) => ({
      request_id: row.requestId,
      item_title: row.itemTitle,
      quantity: row.quantity,
      donor_name: row.donorName,
      date_received: row.receivedAt.toISOString(),
      intended_use: row.intendedUse,
    })),
  };
}
