import { eq } from 'drizzle-orm';
import { conversations } from '#src/platform/database/schema';
import { completeConversationInTx, openConversationInTx, postSystemMessageInTx } from '#src/features/chat';
import { SYSTEM_MESSAGES } from '#src/features/donations/delivery-messages';
import { subject, type Effect, type TransitionContext } from '../types';

/**
 * The chat opens on approval (first approval and Edit Decision back to approved), inside the
 * approval's transaction so an approval never exists without its chat (docs/product.md, "Delivery").
 */
export const openConversation: Effect = async (ctx) => {
  await openConversationInTx(ctx.tx, subject(ctx).id);
};

/** A received delivery ends the conversation. */
export const closeConversation: Effect = async (ctx) => {
  await completeConversationInTx(ctx.tx, subject(ctx).id);
};

/**
 * A delivery change the chat records as a system line (the runner publishes the change live). Requests approved
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
  };
}

export const noteMethodSet = systemNote((ctx) => SYSTEM_MESSAGES.methodSet(ctx.input.method!));
export const notePickupDetailsSent = systemNote(() => SYSTEM_MESSAGES.pickupCoordinated);
export const noteSent = systemNote((ctx) => SYSTEM_MESSAGES.sent(ctx.input.trackingNumber ?? null));
export const noteReceived = systemNote(() => SYSTEM_MESSAGES.received);
export const noteReceivedByAdmin = systemNote(() => SYSTEM_MESSAGES.receivedByAdmin);
export const noteNotReceived = systemNote(() => SYSTEM_MESSAGES.notReceived);
