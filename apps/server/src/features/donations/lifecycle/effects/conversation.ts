import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { conversations, type RequestRow } from '#src/platform/database/schema';
import { publishLive } from '#src/platform/live/publish';
import { completeConversationInTx, openConversationInTx, postSystemMessageInTx } from '#src/features/chat';
import { SYSTEM_MESSAGES } from '#src/features/donations/delivery-messages';
import { subject, type Effect, type TransitionContext } from '../types';

/** Both parties' open dashboards refetch the request when its status or delivery state moves. */
async function publishChangeInTx(
  tx: Transaction,
  request: Pick<RequestRow, 'id' | 'donorId' | 'nonprofitId' | 'status' | 'deliveryStatus'>,
): Promise<void> {
  await publishLive(tx, [request.donorId, request.nonprofitId], 'request', {
    request_id: request.id,
    status: request.status,
    delivery_status: request.deliveryStatus,
  });
}

/**
 * The chat opens on approval (first approval and Edit Decision back to approved), inside the
 * approval's transaction so an approval never exists without its chat (docs/product.md, "Delivery").
 */
export const openConversation: Effect = async (ctx) => {
  await openConversationInTx(ctx.tx, subject(ctx).id);
  await publishChangeInTx(ctx.tx, subject(ctx));
};

/** A received delivery ends the conversation. */
export const closeConversation: Effect = async (ctx) => {
  await completeConversationInTx(ctx.tx, subject(ctx).id);
};

/**
 * A delivery change the chat records as a system line, published live with it. Requests approved
 * before chats existed have no conversation; their change still happens.
 */
function systemNote(text: (ctx: TransitionContext) => string): Effect {
  return async (ctx) => {
    const request = subject(ctx);
    const [conversation] = await ctx.tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.requestId, request.id));
    if (conversation) await postSystemMessageInTx(ctx.tx, conversation.id, text(ctx));
    await publishChangeInTx(ctx.tx, request);
  };
}

export const noteMethodSet = systemNote((ctx) => SYSTEM_MESSAGES.methodSet(ctx.input.method!));
export const notePickupDetailsSent = systemNote(() => SYSTEM_MESSAGES.pickupCoordinated);
export const noteSent = systemNote((ctx) => SYSTEM_MESSAGES.sent(ctx.input.trackingNumber ?? null));
export const noteReceived = systemNote(() => SYSTEM_MESSAGES.received);
export const noteNotReceived = systemNote(() => SYSTEM_MESSAGES.notReceived);
