import { eq } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { users } from '#src/platform/database/schema';
import type { EventBus } from '#src/platform/events';
import { createNotification, type NewNotification } from '../notifications';
import { donorNameOf, nonprofitNameOf } from '../requests';
import { sendConfirmationLinks, sendDeliveryOutcome, sendDeliveryStarted, sendPickupDetails } from './delivery.emails';
import { loadDeliveryContext, type DeliveryContext } from './delivery.queries';
import '../requests';
import './delivery.events';

const subscribed = new WeakSet<EventBus>();

/** Admins told of a delivery problem; a platform has a handful, the bound only guards the loop. */
const ADMIN_LIMIT = 50;

const metadataOf = (context: DeliveryContext) => ({
  request_id: context.request.id,
  item_title: context.item.title,
  donor_name: donorNameOf(context.donor),
  nonprofit_name: nonprofitNameOf(context.nonprofit),
});

const notify = (ctx: Pick<AppContext, 'db'>, context: DeliveryContext, input: Omit<NewNotification, 'metadata'>) =>
  createNotification(ctx.db, { conversationId: context.conversationId, ...input, metadata: metadataOf(context) });

/**
 * Notifications and emails of the delivery flow (docs/product.md, "Delivery"), sent once the change has
 * committed; each handler re-reads the request and stays quiet if it moved on meanwhile.
 */
export function registerDeliverySubscribers(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  // One context may serve several app instances (tests): subscribe once per event bus.
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);

  const on = (
    name:
      | 'request.approved'
      | 'delivery.pickup_coordinated'
      | 'delivery.sent'
      | 'delivery.received'
      | 'delivery.not_received',
    handler: (context: DeliveryContext) => Promise<void>,
  ) =>
    ctx.events.on(name, async ({ requestId }) => {
      const context = await loadDeliveryContext(ctx.db, requestId);
      if (context) await handler(context);
    });

  on('request.approved', async (context) => {
    if (context.request.status !== 'approved') return;
    const item = context.item.title;
    await notify(ctx, context, {
      userId: context.nonprofit.id,
      type: 'delivery_started',
      title: 'Delivery chat open',
      message: `${donorNameOf(context.donor)} approved your request for ${item}. Chat with the donor to arrange delivery.`,
    });
    await notify(ctx, context, {
      userId: context.donor.id,
      type: 'delivery_started',
      title: 'Delivery chat open',
      message: `You approved ${nonprofitNameOf(context.nonprofit)}'s request for ${item}. Chat with the nonprofit to arrange delivery.`,
    });
    await sendDeliveryStarted(ctx, context);
  });

  on('delivery.pickup_coordinated', (context) => sendPickupDetails(ctx, context));

  on('delivery.sent', async (context) => {
    if (context.request.deliveryStatus !== 'shipped') return;
    const tracking = context.request.trackingNumber ? ` Tracking number: ${context.request.trackingNumber}.` : '';
    await notify(ctx, context, {
      userId: context.nonprofit.id,
      type: 'item_sent',
      title: 'Item sent',
      message: `${donorNameOf(context.donor)} sent ${context.item.title}.${tracking} Please confirm when it arrives.`,
    });
    await sendConfirmationLinks(ctx, context);
  });

  on('delivery.received', async (context) => {
    await notify(ctx, context, {
      userId: context.donor.id,
      type: 'delivery_completed',
      title: 'Delivery completed',
      message: `${nonprofitNameOf(context.nonprofit)} confirmed that it received ${context.item.title}. Thank you!`,
    });
    await sendDeliveryOutcome(ctx, context, 'delivery_completed');
  });

  on('delivery.not_received', async (context) => {
    await notify(ctx, context, {
      userId: context.donor.id,
      type: 'delivery_issue',
      title: 'Delivery issue',
      message: `${nonprofitNameOf(context.nonprofit)} reports that ${context.item.title} has not arrived yet. Please check on it.`,
    });
    const admins = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(ADMIN_LIMIT);
    for (const admin of admins) {
      await notify(ctx, context, {
        userId: admin.id,
        type: 'delivery_issue',
        title: 'Delivery issue reported',
        // Admins are not in the chat: the bell entry must not offer to open it.
        conversationId: null,
        message: `${nonprofitNameOf(context.nonprofit)} has not received ${context.item.title} from ${donorNameOf(context.donor)} (request #${context.request.id}).`,
      });
    }
    await sendDeliveryOutcome(ctx, context, 'delivery_issue');
  });
}
