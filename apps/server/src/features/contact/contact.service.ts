import type { contactRequestSchema } from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '#src/platform/context';
import { contactMessages } from '#src/platform/database/schema';
import { tooManyRequests } from '#src/platform/errors';
import { hitRateLimit } from '#src/platform/rate-limit';
import { queueContactEmails } from './contact.emails';

export type ContactPayload = z.output<typeof contactRequestSchema>;

export const CONTACT_LIMIT = { perIp: 5, windowMs: 60 * 60 * 1000 } as const;
export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you within 24 hours.";

/** Stores a contact form message with the emails to support and the sender, sent in the background. */
export async function submitContactMessage(ctx: AppContext, input: ContactPayload, ip: string): Promise<void> {
  const limit = await hitRateLimit(ctx.db, `contact:ip:${ip}`, CONTACT_LIMIT.perIp, CONTACT_LIMIT.windowMs);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw tooManyRequests(
      `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or email ${ctx.config.supportEmail}.`,
      limit.retryAfterSeconds,
    );
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      organization: input.organization,
      inquiryType: input.inquiryType,
      subject: input.subject,
      message: input.message,
    });
    await queueContactEmails(ctx, tx, input);
  });
  ctx.mailer.wake();
}
