import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../database/client';
import { emailRecords, emailTemplates } from '../database/schema';
import { DEFAULT_TEMPLATES } from './default-templates';
import { renderEmail, type EmailVars } from './render';

export interface OutgoingEmail {
  template: string;
  to: string;
  userId?: number | null;
  /** The request the email is about, so the admin's request view lists it (email_history). */
  requestId?: number | null;
  /** Placeholder values; only link placeholders (`link`, `*_link`, `*_url`) become clickable links. */
  vars: EmailVars;
}

/**
 * Renders an email and writes its row with whatever the caller is writing (docs/decisions/011-email-outbox.md):
 * queued for the background sender when SMTP is configured, otherwise only recorded.
 */
export async function writeEmail(
  q: Queryable,
  email: OutgoingEmail,
  { smtp, log }: { smtp: boolean; log: FastifyBaseLogger },
): Promise<number> {
  const [template] = await q.select().from(emailTemplates).where(eq(emailTemplates.key, email.template)).limit(1);
  const source = template ?? DEFAULT_TEMPLATES.find((candidate) => candidate.key === email.template);
  if (!source) throw new Error(`Unknown email template ${email.template}`);
  const { subject, text: body, html, links } = renderEmail(source, email.vars);
  const [record] = await q
    .insert(emailRecords)
    .values({
      templateKey: email.template,
      recipient: email.to,
      userId: email.userId ?? null,
      requestId: email.requestId ?? null,
      subject,
      body,
      html,
      links,
      status: smtp ? 'queued' : 'recorded',
      nextAttemptAt: smtp ? new Date() : null,
    })
    .returning({ id: emailRecords.id });
  if (!smtp) {
    log.info(
      { emailId: record!.id, template: email.template, to: email.to, subject },
      'email recorded (SMTP_URL not set)',
    );
  }
  return record!.id;
}
