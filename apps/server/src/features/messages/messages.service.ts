import {
  MESSAGE_LIMITS,
  MESSAGE_SENT,
  PRODUCT_NAME,
  tooManyMessagesMessage,
  type sendIndividualMessageSchema,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import { requests, users, type UserRow } from '#src/platform/database/schema';
import { forbidden, notFound } from '#src/platform/errors';
import { enforceRateLimit } from '#src/platform/rate-limit';
import { createNotification } from '../notifications';
import { queueMessageEmail } from './messages.emails';

export const MESSAGE_REFUSALS = {
  notSender: 'You can only send messages as yourself.',
  notAllowed: 'Only admins and donors can send messages.',
  recipientNotFound: 'Recipient not found.',
  noRequests: 'You can only message nonprofits that have requested your items.',
} as const;

// The admin console's own words for a wrong admin_id (features/admin/admin.policy.ts).
const ADMIN_ID_MISMATCH = 'admin_id must be the id of the signed-in admin.';

type MessageInput = z.output<typeof sendIndividualMessageSchema>;

export const senderNameOf = (sender: Pick<UserRow, 'role' | 'name' | 'companyName'>) =>
  sender.role === 'admin' ? `The ${PRODUCT_NAME} team` : (sender.companyName ?? sender.name);

/** Donors may write only to nonprofits that have requested their items (API.md). */
async function hasRequestsBetween(ctx: AppContext, donorId: number, nonprofitId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.donorId, donorId), eq(requests.nonprofitId, nonprofitId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A message to one user: recorded as a 'message' notification (and an audit entry when an admin
 * writes) with its email, in one transaction; the email goes out in the background. Limited per
 * sender (MESSAGE_LIMITS); links in the text are shown as plain text in the email
 * (platform/mailer/render.ts).
 */
export async function sendIndividualMessage(
  ctx: AppContext,
  sender: UserRow,
  input: MessageInput,
): Promise<{ message: string }> {
  if (input.sender_id != null && input.sender_id !== sender.id) throw forbidden(MESSAGE_REFUSALS.notSender);
  if (input.admin_id != null && (sender.role !== 'admin' || input.admin_id !== sender.id)) {
    throw forbidden(sender.role === 'admin' ? ADMIN_ID_MISMATCH : MESSAGE_REFUSALS.notSender);
  }
  if (sender.role !== 'admin' && sender.role !== 'donor') throw forbidden(MESSAGE_REFUSALS.notAllowed);
  // Each message is an email to someone else's inbox: every try counts, refused ones included.
  await enforceRateLimit(
    ctx.db,
    `message:sender:${sender.id}`,
    sender.role === 'admin' ? MESSAGE_LIMITS.adminPerHour : MESSAGE_LIMITS.donorPerHour,
    3_600_000,
    tooManyMessagesMessage,
  );
  const [recipient] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: users.name,
      companyName: users.companyName,
      organizationName: users.organizationName,
    })
    .from(users)
    .where(eq(users.id, input.recipient_id));
  if (!recipient) throw notFound(MESSAGE_REFUSALS.recipientNotFound);
  if (sender.role === 'donor') {
    if (recipient.role !== 'nonprofit' || !(await hasRequestsBetween(ctx, sender.id, recipient.id))) {
      throw forbidden(MESSAGE_REFUSALS.noRequests);
    }
  }

  const senderName = senderNameOf(sender);
  const title = input.title ?? `Message from ${senderName}`;
  await ctx.db.transaction(async (tx) => {
    await createNotification(tx, {
      userId: recipient.id,
      type: 'message',
      title,
      message: input.message,
      metadata: { sender_id: sender.id, sender_name: senderName, sender_role: sender.role },
    });
    if (sender.role === 'admin') {
      await recordAudit(tx, {
        adminId: sender.id,
        action: 'send_message',
        targetType: 'user',
        targetId: recipient.id,
        targetLabel: recipient.organizationName ?? recipient.companyName ?? recipient.name,
        after: { title, message: input.message },
      });
    }
    await queueMessageEmail(ctx, tx, { senderName, recipient, title, text: input.message });
  });
  ctx.mailer.wake();
  return { message: MESSAGE_SENT };
}
