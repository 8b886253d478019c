import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../database/client';
import { emailRecords, emailTemplates } from '../database/schema';
import { DEFAULT_TEMPLATES } from './default-templates';
import { renderEmail, type EmailVars } from './render';

export interface OutgoingEmail {
  template: string;
  to: string;
  userId?: number | null;
  /** Placeholder values; only link placeholders (`link`, `*_link`, `*_url`) become clickable links. */
  vars: EmailVars;
}

export interface SentEmail {
  id: number;
  status: 'recorded' | 'sent' | 'failed';
}

export interface Mailer {
  /** Renders a template, records the email and sends it over SMTP when configured. */
  send(email: OutgoingEmail): Promise<SentEmail>;
  /** Adds the default templates that are missing (admins' edits are kept). */
  ensureTemplates(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  // nodemailer (about 8 MB once loaded) is loaded with the first email, not at start
  // (docs/decisions/009-compression-and-built-server.md, "Memory").
  let transport: Promise<Transporter> | undefined;
  const transportFor = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));

  return {
    async ensureTemplates() {
      await db
        .insert(emailTemplates)
        .values(
          DEFAULT_TEMPLATES.map(({ key, name, description, subject, content }) => ({
            key,
            name,
            description,
            subject,
            content,
          })),
        )
        .onConflictDoNothing({ target: emailTemplates.key });
    },

    async send(email) {
      const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, email.template)).limit(1);
      const fallback = DEFAULT_TEMPLATES.find((candidate) => candidate.key === email.template);
      const source = template ?? fallback;
      if (!source) throw new Error(`Unknown email template ${email.template}`);
      const { subject, text: body, html, links } = renderEmail(source, email.vars);

      const [record] = await db
        .insert(emailRecords)
        .values({
          templateKey: email.template,
          recipient: email.to,
          userId: email.userId ?? null,
          subject,
          body,
          links,
          status: smtpUrl ? 'failed' : 'recorded',
          error: smtpUrl ? 'not sent yet' : null,
        })
        .returning({ id: emailRecords.id });
      const id = record!.id;

      if (!smtpUrl) {
        log.info({ emailId: id, template: email.template, to: email.to, subject }, 'email recorded (SMTP_URL not set)');
        return { id, status: 'recorded' };
      }
      try {
        await (await transportFor(smtpUrl)).sendMail({ from, to: email.to, subject, text: body, html });
        await db
          .update(emailRecords)
          .set({ status: 'sent', error: null, sentAt: new Date() })
          .where(eq(emailRecords.id, id));
        return { id, status: 'sent' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ emailId: id, template: email.template, err: message }, 'email failed to send');
        await db
          .update(emailRecords)
          .set({ status: 'failed', error: message.slice(0, 500) })
          .where(eq(emailRecords.id, id));
        return { id, status: 'failed' };
      }
    },

    close() {
      void transport?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}
