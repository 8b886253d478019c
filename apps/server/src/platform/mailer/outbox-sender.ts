import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../database/client';
import { emailRecords } from '../database/schema';

/**
 * Retries wait 15 s, 30 s, 1, 2, 4 ... minutes, at most an hour; the 10th failed attempt is final
 * (about 2 hours in all). The first waits are short so that mail held up by a mail server that was
 * down for a moment goes out soon after it is back.
 */
export const EMAIL_RETRY = { firstDelayMs: 15_000, maxDelayMs: 60 * 60_000, maxAttempts: 10 } as const;

/**
 * How long a claim lasts. A sender that died mid-send leaves the row `sending`; after this it is
 * claimable again. Well above the SMTP timeouts (smtp-transport.ts), so a live sender is never
 * overtaken.
 */
export const EMAIL_CLAIM_MS = 2 * 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(EMAIL_RETRY.firstDelayMs * 2 ** Math.max(attempts - 1, 0), EMAIL_RETRY.maxDelayMs);

type ClaimedEmail = Pick<
  typeof emailRecords.$inferSelect,
  'id' | 'recipient' | 'subject' | 'body' | 'html' | 'attempts' | 'templateKey'
>;

/**
 * Claims the oldest due email (queued and due, or sending with a lapsed claim) with one
 * conditional update; FOR UPDATE SKIP LOCKED lets several senders claim side by side, each row once.
 */
async function claimDueEmail(db: Database): Promise<ClaimedEmail | undefined> {
  const due = db
    .select({ id: emailRecords.id })
    .from(emailRecords)
    .where(and(inArray(emailRecords.status, ['queued', 'sending']), lte(emailRecords.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailRecords.nextAttemptAt), asc(emailRecords.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(emailRecords)
    .set({
      status: 'sending',
      attempts: sql`${emailRecords.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${EMAIL_CLAIM_MS / 1000})`,
    })
    .where(inArray(emailRecords.id, due))
    .returning({
      id: emailRecords.id,
      recipient: emailRecords.recipient,
      subject: emailRecords.subject,
      body: emailRecords.body,
      html: emailRecords.html,
      attempts: emailRecords.attempts,
      templateKey: emailRecords.templateKey,
    });
  return claimed;
}

export interface SendOutcome {
  id: number;
  status: 'sent' | 'queued' | 'failed';
  error?: string;
  /** The server could not be reached or answered nothing: the other due emails can wait too. */
  serverDown?: boolean;
}

/** nodemailer's codes for a server that is unreachable, silent or refusing us, rather than one message. */
const SERVER_DOWN_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ECONNREFUSED']);

/**
 * Claims and sends one due email. A failure is queued again after the back-off, or marked
 * `failed` with its error after the last attempt. Only the claim that is still current may
 * record the outcome. Returns undefined when nothing was due.
 */
export async function sendOneDueEmail(
  db: Database,
  transport: () => Promise<Transporter>,
  from: string,
): Promise<SendOutcome | undefined> {
  const email = await claimDueEmail(db);
  if (!email) return undefined;
  const stillClaimed = and(
    eq(emailRecords.id, email.id),
    eq(emailRecords.status, 'sending'),
    eq(emailRecords.attempts, email.attempts),
  );
  try {
    await (
      await transport()
    ).sendMail({ from, to: email.recipient, subject: email.subject, text: email.body, html: email.html ?? undefined });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const final = email.attempts >= EMAIL_RETRY.maxAttempts;
    await db
      .update(emailRecords)
      .set({
        status: final ? 'failed' : 'queued',
        error: message,
        nextAttemptAt: final ? null : new Date(Date.now() + retryDelayMs(email.attempts)),
      })
      .where(stillClaimed);
    const code = (error as { code?: unknown } | null)?.code;
    return {
      id: email.id,
      status: final ? 'failed' : 'queued',
      error: message,
      serverDown: typeof code === 'string' && SERVER_DOWN_CODES.has(code),
    };
  }
  await db
    .update(emailRecords)
    .set({ status: 'sent', error: null, nextAttemptAt: null, sentAt: new Date() })
    .where(stillClaimed);
  return { id: email.id, status: 'sent' };
}
