import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../database/client';
import { emailRequests, emailTemplates } from '../database/schema';
import { DEFAULT_TEMPLATES } from './default-templates';
import { resolveOneRequest, type EmailRequestResolver } from './email-requests';
import { writeEmail, type OutgoingEmail } from './outbox';
import { sendOneDueEmail } from './outbox-sender';
import { lazySmtpTransport } from './smtp-transport';

export type { OutgoingEmail } from './outbox';
export type { EmailRequestResolver } from './email-requests';

/**
 * The email outbox (docs/decisions/011-email-outbox.md). Requests only write rows; the sender in
 * the background resolves address-only requests, then sends queued emails over SMTP with retries.
 */
export interface Mailer {
  /** Writes an email in the caller's transaction; call wake() once that transaction commits. */
  queueIn(q: Queryable, email: OutgoingEmail): Promise<void>;
  /** Writes an email after the change that causes it committed, and wakes the sender. */
  queue(email: OutgoingEmail): Promise<void>;
  /** Asks for an email by address alone; the resolver registered for `kind` decides in the background. */
  request(kind: string, address: string): Promise<void>;
  /** How this process resolves requests of one kind (features register theirs at start). */
  resolveRequests(kind: string, resolver: EmailRequestResolver): void;
  /** Starts a sender pass in this process soon, without waiting for it. */
  wake(): void;
  /** Runs a sender pass now and waits for it (the interval job). */
  drain(): Promise<void>;
  /** Waits until this process's sender pass, if any, is done (tests, shut-down). */
  idle(): Promise<void>;
  /** Adds the default templates that are missing (admins' edits are kept). */
  ensureTemplates(): Promise<void>;
  /** Stops waking the sender, waits for the pass in progress and closes the SMTP connection. */
  close(): Promise<void>;
}

/**
 * A woken sender starts this much later: the request that woke it answers first, so the
 * background work (rendering, MIME, SMTP) never adds to its response time, and emails written
 * together go out in one pass.
 */
const WAKE_DELAY_MS = 25;

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const smtp = smtpUrl ? lazySmtpTransport(smtpUrl) : undefined;
  const resolvers = new Map<string, EmailRequestResolver>();
  const write = (q: Queryable, email: OutgoingEmail) => writeEmail(q, email, { smtp: smtp !== undefined, log });
  let pass: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /**
   * Resolves every waiting request, then sends due emails until none is left. Returns true when
   * the mail server is down: the rest waits for the interval job rather than a timeout each.
   */
  const runPass = async ({ send }: { send: boolean }): Promise<boolean> => {
    while (await resolveOneRequest(db, resolvers, write));
    if (!smtp || !send) return false;
    for (;;) {
      const outcome = await sendOneDueEmail(db, smtp.get, from);
      if (!outcome) return false;
      if (outcome.status !== 'sent') {
        log.warn({ emailId: outcome.id, status: outcome.status, err: outcome.error }, 'email not sent');
        if (outcome.serverDown) return true;
      }
    }
  };

  const wake = () => {
    if (closed) return;
    if (pass) {
      again = true;
      return;
    }
    pass = (async () => {
      await new Promise((resolve) => setTimeout(resolve, WAKE_DELAY_MS));
      let serverDown = false;
      do {
        again = false;
        try {
          // Once the server is found down, later rounds of this pass only resolve requests.
          serverDown = (await runPass({ send: !serverDown })) || serverDown;
        } catch (error) {
          log.error({ err: error }, 'email sender pass failed');
        }
      } while (again && !closed);
    })().finally(() => {
      pass = undefined;
    });
  };

  const idle = async () => {
    while (pass) await pass;
  };

  return {
    async queueIn(q, email) {
      await write(q, email);
    },
    async queue(email) {
      await write(db, email);
      wake();
    },
    async request(kind, address) {
      await db.insert(emailRequests).values({ kind, address });
      wake();
    },
    resolveRequests(kind, resolver) {
      resolvers.set(kind, resolver);
    },
    wake,
    async drain() {
      wake();
      await idle();
    },
    idle,
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
    async close() {
      closed = true;
      await idle();
      smtp?.close();
    },
  };
}
