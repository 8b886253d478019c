import { INQUIRY_TYPE_LABELS, type InquiryType } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';

export interface ContactEmailFields {
  name: string;
  email: string;
  organization: string | null;
  inquiryType: InquiryType;
  subject: string;
  message: string;
}

/** The copy to support and the acknowledgement to the sender, written with the saved message. */
export async function queueContactEmails(
  ctx: Pick<AppContext, 'config' | 'mailer'>,
  q: Queryable,
  contact: ContactEmailFields,
): Promise<void> {
  const vars = {
    name: contact.name,
    email: contact.email,
    organization: contact.organization ?? '(none given)',
    inquiry_type: INQUIRY_TYPE_LABELS[contact.inquiryType],
    subject: contact.subject,
    message: contact.message,
  };
  await ctx.mailer.queueIn(q, { template: 'contact_support', to: ctx.config.supportEmail, vars });
  await ctx.mailer.queueIn(q, { template: 'contact_acknowledgement', to: contact.email, vars });
}
