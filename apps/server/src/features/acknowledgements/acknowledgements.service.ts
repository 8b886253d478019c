import { ACKNOWLEDGEMENT_TEXT, type Acknowledgement } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import {
  donationAcknowledgements,
  requests,
  type DonationAcknowledgementRow,
  type UserRow,
} from '#src/platform/database/schema';
import { forbidden, notFound } from '#src/platform/errors';

/** The letter's content as recorded (the web's single letter and the year-end packet alike). */
export function presentAcknowledgement(row: DonationAcknowledgementRow): Acknowledgement {
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
    items: { description: row.itemDescription, category: row.itemCategory, quantity: row.quantity },
    event_name: row.eventName,
    statement: ACKNOWLEDGEMENT_TEXT.noGoodsOrServices,
    value_statement: ACKNOWLEDGEMENT_TEXT.noValueStated,
  };
}

/**
 * GET /requests/{id}/acknowledgement: the letter's content, for the request's donor, its nonprofit
 * and admins. 404 until the delivery is confirmed received.
 */
export async function readAcknowledgement(db: Queryable, viewer: UserRow, requestId: number): Promise<Acknowledgement> {
  const [request] = await db
    .select({ donorId: requests.donorId, nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) throw notFound('Request not found.');
  const party = viewer.id === request.donorId || viewer.id === request.nonprofitId;
  if (viewer.role !== 'admin' && !party) throw forbidden();
  const [row] = await db
    .select()
    .from(donationAcknowledgements)
    .where(eq(donationAcknowledgements.requestId, requestId));
  if (!row) throw notFound(ACKNOWLEDGEMENT_TEXT.notFound);
  return presentAcknowledgement(row);
}
