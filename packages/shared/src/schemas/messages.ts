import { z } from 'zod';
import { optionalText, requiredRowId, requiredText, rowIdSchema } from './common';

/** POST /api/admin/messages/send-individual: an admin to anyone, or a donor to a nonprofit it has requests from. */
export const sendIndividualMessageSchema = z.object({
  recipient_id: requiredRowId('recipient_id'),
  message: requiredText('Message', 5000),
  title: optionalText(200),
  /** The dashboard sends it; it must name the caller. */
  sender_id: rowIdSchema.optional().nullable(),
  /** The admin console sends it (every admin call carries it); it must name the calling admin. */
  admin_id: rowIdSchema.optional().nullable(),
  /** The seed's label of the recipient; the server uses the account's own name. */
  recipient_name: optionalText(200),
});
export type SendIndividualMessage = z.input<typeof sendIndividualMessageSchema>;

export const MESSAGE_SENT = 'Message sent successfully!';
export const sendMessageResponseSchema = z.object({ message: z.string() });
