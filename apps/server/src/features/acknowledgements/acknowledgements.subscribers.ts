import type { AppContext } from '#src/platform/context';
import type { EventBus } from '#src/platform/events';
import { askForSignature } from './acknowledgements.reminders';
import '../donations';

const subscribed = new WeakSet<EventBus>();

/**
 * A delivery confirmed without a signature (the emailed link, or an admin) asks the nonprofit to
 * sign, in its bell and by email; one confirmed with a signature has nothing to ask.
 */
export function registerAcknowledgementReminders(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  ctx.events.on('delivery.received', async ({ requestId }) => {
    await askForSignature(ctx, requestId);
  });
}
