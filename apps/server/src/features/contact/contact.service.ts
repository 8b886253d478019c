import { INQUIRY_TYPE_LABELS, type contactRequestSchema, type InquiryType } from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { contactMessages } from '../../platform/database/schema';
import { tooManyRequests } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';

export type ContactPayload = z.output<typeof contactRequestSchema>;

export const CONTACT_LIMIT = { perIp: 5, windowMs: 60 * 60 * 1000 } as const;
export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you within 24 hours.";

export interface ContactReceived {
  id: number;
  name: string;
  email: string;
  organization: string | null;
  inquiryType: InquiryType;
  subject: string;
  message: string;
}

declare module '../../platform/events' {
  interface DomainEvents {
    'contact.received': ContactReceived;
  }
}

/** Stores a contact form message; support and the sender are emailed once it is saved. */
export async function submitContactMessage(ctx: AppContext, input: ContactPayload, ip: string): Promise<void> {
  const limit = await hitRateLimit(ctx.db, `contact:ip:${ip}`, CONTACT_LIMIT.perIp, CONTACT_LIMIT.windowMs);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw tooManyRequests(
      `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or email ${ctx.config.supportEmail}.`,
      limit.retryAfterSeconds,
    );
  }
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      organization: input.organization,
      inquiryType: input.inquiryType,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  await ctx.events.emit('contact.received', { id: row!.id, ...input });
}

/** The copy to support and the acknowledgement to the sender, sent after the message is saved. */
export function registerContactEmails(ctx: AppContext): void {
  ctx.events.on('contact.received', async (contact) => {
    const vars = {
      name: contact.name,
      email: contact.email,
      organization: contact.organization ?? '(none given)',
      inquiry_type: INQUIRY_TYPE_LABELS[contact.inquiryType],
      subject: contact.subject,
      message: contact.message,
    };
    await ctx.mailer.send({ template: 'contact_support', to: ctx.config.supportEmail, vars });
    await ctx.mailer.send({ template: 'contact_acknowledgement', to: contact.email, vars });
  });
}
