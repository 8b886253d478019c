import { eq } from 'drizzle-orm';
import { requests } from '#src/platform/database/schema';
import { subject, type Effect } from '../types';

/** Writes delivery columns of the request and keeps the context's row current for later effects. */
function setDelivery(changes: (ctx: Parameters<Effect>[0]) => Partial<typeof requests.$inferInsert>): Effect {
  return async (ctx) => {
    const [row] = await ctx.tx
      .update(requests)
      .set({ ...changes(ctx), updatedAt: new Date() })
      .where(eq(requests.id, subject(ctx).id))
      .returning();
    ctx.request = row!;
  };
}

export const setMethod = setDelivery((ctx) => ({
  deliveryMethod: ctx.input.method!,
  deliveryMethodChosenAt: new Date(),
}));
export const setPickupDetailsSent = setDelivery(() => ({ pickupCoordinatedAt: new Date() }));
export const setSent = setDelivery((ctx) => ({
  deliveryStatus: 'shipped',
  shippedAt: new Date(),
  trackingNumber: ctx.input.trackingNumber ?? null,
}));
export const setReceived = setDelivery(() => {
  const now = new Date();
  return { status: 'completed', completedAt: now, deliveryStatus: 'received', deliveryConfirmedAt: now };
});
export const setNotReceived = setDelivery(() => ({ deliveryStatus: 'not_received' }));
