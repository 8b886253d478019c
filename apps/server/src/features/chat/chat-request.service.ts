import { MESSAGE_LIMITS, tooManyMessagesMessage, type ChatMessage } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { conversations, requests, users, type UserRow } from '#src/platform/database/schema';
import { forbidden, notFound } from '#src/platform/errors';
import { enforceRateLimit } from '#src/platform/rate-limit';
import { queueMessageEmail, senderNameOf } from '../messages';
import { CHAT_REFUSALS } from './chat.messages';
import { sendAsInTx, throttleSender } from './chat-send.service';
import { ensureRequestConversationInTx } from './conversations.service';

/**
 * POST /chat/requests/{id}/messages (docs/product.md, Chat and notifications): a party writes about
 * one request. The request's donor may open its conversation at any stage, a question before
 * approving included; its nonprofit answers there once the donor has opened it (or approval did),
 * and cannot open one before approval. Who the parties are is read from the request itself: anyone
 * else, admins included, gets 403, an unknown request 404. Opening the conversation, the message and
 * its notification are one transaction; the nonprofit is also emailed when the donor opens it.
 */
export async function sendRequestMessage(
  ctx: AppContext,
  sender: UserRow,
  requestId: number,
  text: string,
): Promise<ChatMessage> {
  const [request] = await ctx.db
    .select({ donorId: requests.donorId, nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) throw notFound(CHAT_REFUSALS.requestNotFound);
  const role = sender.id === request.donorId ? 'donor' : sender.id === request.nonprofitId ? 'nonprofit' : null;
  if (role === null) throw forbidden(CHAT_REFUSALS.notParty);
  const [existing] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.requestId, requestId));
  if (!existing && role === 'nonprofit') throw forbidden(CHAT_REFUSALS.donorOpens);
  await throttleSender(ctx, sender.id);
  // Opening one emails the nonprofit: it counts toward the donor's hourly messages, as a direct message does.
  if (!existing) {
    await enforceRateLimit(
      ctx.db,
      `message:sender:${sender.id}`,
      MESSAGE_LIMITS.donorPerHour,
      3_600_000,
      tooManyMessagesMessage,
    );
  }

  const message = await ctx.db.transaction(async (tx) => {
    const { conversation, created } = await ensureRequestConversationInTx(tx, requestId);
    const posted = await sendAsInTx(tx, sender, role, conversation.id, text);
    if (created) {
      const [nonprofit] = await tx.select().from(users).where(eq(users.id, conversation.nonprofitId));
      const senderName = senderNameOf(sender);
      await queueMessageEmail(ctx, tx, {
        senderName,
        recipient: nonprofit!,
        title: `Message from ${senderName}`,
        text,
      });
    }
    return posted;
  });
  if (!existing) ctx.mailer.wake();
  return message;
}
