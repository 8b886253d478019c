import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '#src/platform/database/client';
import { donationAcknowledgements, events, items, requests, users } from '#src/platform/database/schema';

const nonprofit = alias(users, 'nonprofit');
const donor = alias(users, 'donor');

/**
 * Records the nonprofit's acknowledgement of a delivery just confirmed received, in the same
 * transaction, copying names and addresses as they are now. A second confirmation changes nothing.
 */
export async function recordAcknowledgementInTx(tx: Transaction, requestId: number, receivedAt: Date): Promise<void> {
  const [row] = await tx
    .select({
      request: {
        id: requests.id,
        donorId: requests.donorId,
        nonprofitId: requests.nonprofitId,
        quantity: requests.quantityRequested,
        intendedUse: requests.intendedUse,
      },
      nonprofitName: sql<string>`coalesce(${nonprofit.organizationName}, ${nonprofit.name})`,
      nonprofit: {
        ein: nonprofit.ein,
        street: nonprofit.address,
        city: nonprofit.city,
        state: nonprofit.state,
        zip: nonprofit.zip,
      },
      donor: { name: donor.name, companyName: donor.companyName },
      item: { title: items.title, category: items.category },
      eventName: events.name,
    })
    .from(requests)
    .innerJoin(nonprofit, eq(nonprofit.id, requests.nonprofitId))
    .innerJoin(donor, eq(donor.id, requests.donorId))
    .innerJoin(items, eq(items.id, requests.itemId))
    .leftJoin(events, eq(events.id, requests.eventId))
    .where(eq(requests.id, requestId));
  if (!row) return;
  await tx
    .insert(donationAcknowledgements)
    .values({
      requestId: row.request.id,
      donorId: row.request.donorId,
      nonprofitId: row.request.nonprofitId,
      nonprofitName: row.nonprofitName,
      nonprofitEin: row.nonprofit.ein,
      nonprofitStreet: row.nonprofit.street,
      nonprofitCity: row.nonprofit.city,
      nonprofitState: row.nonprofit.state,
      nonprofitZip: row.nonprofit.zip,
      donorName: row.donor.name,
      donorCompanyName: row.donor.companyName,
      itemDescription: row.item.title,
      itemCategory: row.item.category,
      quantity: row.request.quantity,
      eventName: row.eventName,
      intendedUse: row.request.intendedUse,
      receivedAt,
    })
    .onConflictDoNothing({ target: donationAcknowledgements.requestId });
}
