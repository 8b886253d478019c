import type { AcknowledgementStatus } from '@app/shared';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/platform/database/client';
import {
  acknowledgementVersions,
  donationAcknowledgements,
  events,
  items,
  requestBatches,
  requests,
  users,
} from '#src/platform/database/schema';

const donorUser = alias(users, 'donor_user');
const nonprofitUser = alias(users, 'nonprofit_user');

/** A request with what its views and emails need: item, both parties and the event. */
const detailColumns = {
  request: requests,
  item: {
    title: items.title,
    category: items.category,
    imageUrl: items.imageUrl,
    images: items.images,
    // The options the request agreed to when made: later listing edits do not take a choice back.
    shippingOptions: requests.deliveryOptions,
    quantity: items.quantity,
  },
  donor: {
    id: donorUser.id,
    name: donorUser.name,
    email: donorUser.email,
    companyName: donorUser.companyName,
  },
  nonprofit: {
    id: nonprofitUser.id,
    name: nonprofitUser.name,
    email: nonprofitUser.email,
    organizationName: nonprofitUser.organizationName,
  },
  event: { name: events.name, eventDate: events.eventDate },
  /** Whether the acknowledgement exists and is signed (docs/product.md, Acknowledgement letters). */
  acknowledgementStatus: sql<AcknowledgementStatus>`case
    when exists (select 1 from ${acknowledgementVersions} where ${acknowledgementVersions.requestId} = ${requests.id}) then 'signed'
    when exists (select 1 from ${donationAcknowledgements} where ${donationAcknowledgements.requestId} = ${requests.id}) then 'awaiting_signature'
    else 'none' end`,
};

export interface DetailQuery {
  where: SQL | undefined;
  limit?: number;
}

/** Newest first, always bounded. */
export async function loadRequestDetails(db: Queryable, { where, limit = 200 }: DetailQuery) {
  return db
    .select(detailColumns)
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(donorUser, eq(donorUser.id, requests.donorId))
    .innerJoin(nonprofitUser, eq(nonprofitUser.id, requests.nonprofitId))
    .leftJoin(events, eq(events.id, requests.eventId))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit);
}
export type RequestDetail = Awaited<ReturnType<typeof loadRequestDetails>>[number];

export async function loadRequestDetail(db: Queryable, requestId: number): Promise<RequestDetail | undefined> {
  const [row] = await loadRequestDetails(db, { where: eq(requests.id, requestId), limit: 1 });
  return row;
}

/** Details in the order of the ids given (the order they were submitted). */
export async function loadRequestDetailsByIds(db: Queryable, ids: number[]): Promise<RequestDetail[]> {
  if (ids.length === 0) return [];
  const rows = await loadRequestDetails(db, { where: inArray(requests.id, ids), limit: ids.length });
  const byId = new Map(rows.map((row) => [row.request.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is RequestDetail => row !== undefined);
}

export interface BatchWithRequests {
  batch: typeof requestBatches.$inferSelect;
  event: { name: string; eventDate: Date } | null;
  requests: RequestDetail[];
}

/** A nonprofit's newest batches with their requests. */
export async function loadBatches(db: Queryable, where: SQL | undefined, limit = 50): Promise<BatchWithRequests[]> {
  const batches = await db
    .select({ batch: requestBatches, event: { name: events.name, eventDate: events.eventDate } })
    .from(requestBatches)
    .leftJoin(events, eq(events.id, requestBatches.eventId))
    .where(where)
    .orderBy(desc(requestBatches.createdAt), desc(requestBatches.id))
    .limit(limit);
  if (batches.length === 0) return [];
  const ids = batches.map((row) => row.batch.id);
  // A batch holds at most max_request_batch_size requests; bound the read by what the batches hold.
  const details = await loadRequestDetails(db, { where: inArray(requests.batchId, ids), limit: 100_000 });
  return batches.map(({ batch, event }) => ({
    batch,
    event,
    requests: details.filter((detail) => detail.request.batchId === batch.id).reverse(),
  }));
}
