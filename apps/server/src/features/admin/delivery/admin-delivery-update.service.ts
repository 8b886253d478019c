import { ADMIN_DELIVERY_MESSAGES, type adminDeliveryUpdateSchema, type AdminDeliveryUpdateResponse } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import { items, type RequestRow, type UserRow } from '#src/platform/database/schema';
import { coordinateDeliveryInTx } from '#src/features/delivery';
import { loadDelivery } from './admin-delivery.service';

type DeliveryUpdate = z.output<typeof adminDeliveryUpdateSchema>;

/** The coordination fields as the audit entry shows them, before and after. */
const coordinationOf = (row: RequestRow) => ({
  tracking_number: row.trackingNumber,
  estimated_delivery: row.estimatedDelivery,
  notes: row.deliveryNotes,
});

/**
 * An admin sets a delivery's tracking number, estimated day or notes (docs/product.md, Admin
 * console: Delivery), through the delivery feature's own command, with its one audit entry in the
 * same transaction. Resending the same values changes nothing and records nothing.
 */
export async function updateDeliveryAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  requestId: number,
  input: DeliveryUpdate,
): Promise<AdminDeliveryUpdateResponse> {
  await ctx.db.transaction(async (tx) => {
    const outcome = await coordinateDeliveryInTx(tx, requestId, {
      trackingNumber: input.tracking_number,
      estimatedDelivery: input.estimated_delivery,
      notes: input.notes,
    });
    if (!outcome.changed) return;
    const [item] = await tx.select({ title: items.title }).from(items).where(eq(items.id, outcome.before.itemId));
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'update_delivery',
      targetType: 'request',
      targetId: requestId,
      targetLabel: `Request #${requestId}: ${item?.title ?? 'deleted item'}`,
      before: coordinationOf(outcome.before),
      after: coordinationOf(outcome.after),
    });
  });
  const delivery = await loadDelivery(ctx.db, requestId);
  return { message: ADMIN_DELIVERY_MESSAGES.updated, delivery: delivery! };
}
