import { ADMIN_DELIVERY_MESSAGES, calendarDateOf, type RequestStatus } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { requests, type RequestRow } from '#src/platform/database/schema';
import { badRequest, notFound } from '#src/platform/errors';

/** What an admin keeps about a delivery; a field left out stays as it is, null clears it. */
export interface DeliveryCoordination {
  trackingNumber?: string | null;
  /** A calendar day, YYYY-MM-DD. */
  estimatedDelivery?: string | null;
  notes?: string | null;
}

export interface CoordinationOutcome {
  before: RequestRow;
  after: RequestRow;
  changed: boolean;
}

/** An approved request has a delivery to coordinate, and keeps it once the item is received (completed). */
const COORDINATED: RequestStatus[] = ['approved', 'completed'];

/**
 * The delivery's coordination fields (docs/product.md, Admin console: Delivery): tracking number,
 * estimated delivery day and notes, which move no step of the request's life, so they are kept
 * apart from the lifecycle table. Locks the request row only, so it never waits on a lifecycle
 * transition holding it while that one waits on us. The estimated day may not be before the
 * approval's day (UTC, as an invoice's due day). Marks `delivery_updated_at` when anything changed.
 */
export async function coordinateDeliveryInTx(
  tx: Transaction,
  requestId: number,
  changes: DeliveryCoordination,
): Promise<CoordinationOutcome> {
  const [before] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  if (!before) throw notFound(ADMIN_DELIVERY_MESSAGES.notFound);
  if (!COORDINATED.includes(before.status) || !before.approvedAt) {
    throw badRequest(ADMIN_DELIVERY_MESSAGES.notApproved(before.id, before.status));
  }
  const approvedOn = calendarDateOf(before.approvedAt);
  if (changes.estimatedDelivery && changes.estimatedDelivery < approvedOn) {
    throw badRequest(ADMIN_DELIVERY_MESSAGES.beforeApproval(approvedOn));
  }
  const next = {
    trackingNumber: changes.trackingNumber === undefined ? before.trackingNumber : changes.trackingNumber,
    estimatedDelivery: changes.estimatedDelivery === undefined ? before.estimatedDelivery : changes.estimatedDelivery,
    deliveryNotes: changes.notes === undefined ? before.deliveryNotes : changes.notes,
  };
  const changed =
    next.trackingNumber !== before.trackingNumber ||
    next.estimatedDelivery !== before.estimatedDelivery ||
    next.deliveryNotes !== before.deliveryNotes;
  if (!changed) return { before, after: before, changed };
  const now = new Date();
  const [after] = await tx
    .update(requests)
    .set({ ...next, deliveryUpdatedAt: now, updatedAt: now })
    .where(eq(requests.id, requestId))
    .returning();
  return { before, after: after!, changed };
}
