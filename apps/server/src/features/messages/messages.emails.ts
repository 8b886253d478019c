import { DASHBOARD_PATH } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/database/schema';
import type { EventBus } from '../../platform/events';
import { senderNameOf } from './messages.service';
import './messages.events';

const subscribed = new WeakSet<EventBus>();

const person = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  companyName: users.companyName,
  organizationName: users.organizationName,
};

/** Emails each individual message to its recipient (template nonprofit_message; docs/product.md, Emails). */
export function registerMessageEmails(ctx: Pick<AppContext, 'config' | 'db' | 'events' | 'mailer'>): void {
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  ctx.events.on('message.sent', async ({ senderId, recipientId, title, message }) => {
    const [[sender], [recipient]] = await Promise.all([
      ctx.db.select(person).from(users).where(eq(users.id, senderId)),
      ctx.db.select(person).from(users).where(eq(users.id, recipientId)),
    ]);
    if (!sender || !recipient) return;
    await ctx.mailer.send({
      template: 'nonprofit_message',
      to: recipient.email,
      userId: recipient.id,
      vars: {
        title,
        message,
        sender_name: senderNameOf(sender),
        recipient_name: recipient.organizationName ?? recipient.companyName ?? recipient.name,
        link: `${ctx.config.publicUrl}${DASHBOARD_PATH[recipient.role]}`,
      },
    });
  });
}
