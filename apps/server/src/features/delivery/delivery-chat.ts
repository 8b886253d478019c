import type { Transaction } from '../../platform/database/client';
import type { RequestRow } from '../../platform/database/schema';
import { publishLive } from '../../platform/live/publish';
import { openConversationInTx, postSystemMessageInTx } from '../chat/conversations.service';
import { conversationIdOf } from './delivery.queries';

/** Both parties' open dashboards refetch the request when its status or delivery state moves. */
export async function publishDeliveryChangeInTx(
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
 * Seed 000 s4: a chat opens automatically on approval (first approval and Edit Decision back to
 * approved), inside the approval's transaction so an approval never exists without its chat.
 */
export async function startDeliveryInTx(tx: Transaction, approved: RequestRow): Promise<void> {
  await openConversationInTx(tx, approved.id);
  await publishDeliveryChangeInTx(tx, approved);
}

/**
 * A delivery change the chat records as a system message, published live with it. Requests
 * approved before chats existed have no conversation; their change still happens.
 */
export async function announceDeliveryChangeInTx(tx: Transaction, request: RequestRow, text: string): Promise<void> {
  const conversationId = await conversationIdOf(tx, request.id);
  if (conversationId !== null) await postSystemMessageInTx(tx, conversationId, text);
  await publishDeliveryChangeInTx(tx, request);
}
