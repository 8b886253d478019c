import { DASHBOARD_PATH } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';

export type MessageRecipient = Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'companyName' | 'organizationName'>;

/**
 * Emails one individual message to its recipient (template nonprofit_message; docs/product.md,
 * Emails), written in the transaction that records the message.
 */
export async function queueMessageEmail(
  ctx: Pick<AppContext, 'config' | 'mailer'>,
  q: Queryable,
  message: { senderName: string; recipient: MessageRecipient; title: string; text: string },
): Promise<void> {
  const { recipient } = message;
  await ctx.mailer.queueIn(q, {
    template: 'nonprofit_message',
    to: recipient.email,
    userId: recipient.id,
    vars: {
      title: message.title,
      message: message.text,
      sender_name: message.senderName,
      recipient_name: recipient.organizationName ?? recipient.companyName ?? recipient.name,
      link: `${ctx.config.publicUrl}${DASHBOARD_PATH[recipient.role]}`,
    },
  });
}
