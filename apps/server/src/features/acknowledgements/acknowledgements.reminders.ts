import { DASHBOARD_PATH } from '@app/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import {
  acknowledgementReminders,
  donationAcknowledgements,
  items,
  requests,
  users,
} from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';
import { createNotification } from '../notifications';
import { unsignedCondition } from './acknowledgements.service';

type ReminderContext = Pick<AppContext, 'config' | 'db' | 'mailer'>;

/**
 * When the nonprofit is asked to sign a letter confirmed without a signature (docs/product.md,
 * Acknowledgement letters): at confirmation, then after 3 and after 10 days while still unsigned.
 */
export const SIGNATURE_REMINDERS = [
  { kind: 'confirmed', afterDays: 0 },
  { kind: 'day_3', afterDays: 3 },
  { kind: 'day_10', afterDays: 10 },
] as const;

const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const dateOf = (instant: Date) =>
  instant.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Asks once for each reminder now due on one unsigned letter: the kinds due are claimed together
 * (a letter first seen after 10 days gets one message, not two), and the bell entry and the email
 * are written in the claim's transaction, so a reminder is sent exactly once.
 */
async function remind(ctx: ReminderContext, requestId: number, now: Date): Promise<boolean> {
  const sent = await ctx.db.transaction(async (tx) => {
    const [letter] = await tx
      .select({
        receivedAt: donationAcknowledgements.receivedAt,
        nonprofitId: donationAcknowledgements.nonprofitId,
        donorName: sql<string>`coalesce(${donationAcknowledgements.donorCompanyName}, ${donationAcknowledgements.donorName})`,
        itemTitle: items.title,
        email: users.email,
        recipientName: sql<string>`coalesce(${users.organizationName}, ${users.name})`,
      })
      .from(donationAcknowledgements)
      .innerJoin(requests, eq(requests.id, donationAcknowledgements.requestId))
      .innerJoin(items, eq(items.id, requests.itemId))
      .innerJoin(users, eq(users.id, donationAcknowledgements.nonprofitId))
      .where(and(eq(donationAcknowledgements.requestId, requestId), unsignedCondition))
      .for('update', { of: donationAcknowledgements });
    if (!letter) return false;
    const due = SIGNATURE_REMINDERS.filter(
      (reminder) => letter.receivedAt.getTime() + reminder.afterDays * DAY_MS <= now.getTime(),
    );
    if (due.length === 0) return false;
    const claimed = await tx
      .insert(acknowledgementReminders)
      .values(due.map((reminder) => ({ requestId, kind: reminder.kind })))
      .onConflictDoNothing()
      .returning({ kind: acknowledgementReminders.kind });
    if (claimed.length === 0) return false;
    const first = claimed.some((row) => row.kind === 'confirmed') && claimed.length === 1;
    await createNotification(tx, {
      userId: letter.nonprofitId,
      type: 'acknowledgement_to_sign',
      title: first ? 'Acknowledgement to sign' : 'Reminder: acknowledgement to sign',
      message: `${letter.itemTitle} from ${letter.donorName} was confirmed received. Please sign its acknowledgement for the donor.`,
      metadata: { request_id: requestId, item_title: letter.itemTitle, donor_name: letter.donorName },
    });
    await ctx.mailer.queueIn(tx, {
      template: 'acknowledgement_signature_needed',
      to: letter.email,
      userId: letter.nonprofitId,
      requestId,
      vars: {
        recipient_name: letter.recipientName,
        item_title: letter.itemTitle,
        donor_name: letter.donorName,
        date_received: dateOf(letter.receivedAt),
        link: `${ctx.config.publicUrl}${DASHBOARD_PATH.nonprofit}?tab=requests`,
      },
    });
    return true;
  });
  if (sent) ctx.mailer.wake();
  return sent;
}

/** At confirmation: the first request to sign, when the delivery was confirmed without a signature. */
export const askForSignature = (ctx: ReminderContext, requestId: number) => remind(ctx, requestId, new Date());

/** Every unsigned letter with a reminder due and not yet sent; returns the requests reminded. */
export async function sendDueSignatureReminders(ctx: ReminderContext, now = new Date()): Promise<number[]> {
  const reminded: number[] = [];
  const kinds = SIGNATURE_REMINDERS.map((reminder) => reminder.kind);
  let afterId = 0;
  for (;;) {
    const due = await ctx.db
      .select({ requestId: donationAcknowledgements.requestId })
      .from(donationAcknowledgements)
      .where(
        and(
          gt(donationAcknowledgements.requestId, afterId),
          unsignedCondition,
          // Some reminder due by now not yet sent.
          sql`exists (select 1 from unnest(array[${sql.join(
            SIGNATURE_REMINDERS.map((reminder) => sql`${reminder.afterDays}::int`),
            sql`, `,
          )}], array[${sql.join(
            kinds.map((kind) => sql`${kind}::text`),
            sql`, `,
          )}]) as r(after_days, kind)
            where ${donationAcknowledgements.receivedAt} + make_interval(days => r.after_days) <= ${now}
              and not exists (select 1 from ${acknowledgementReminders}
                where ${acknowledgementReminders.requestId} = ${donationAcknowledgements.requestId}
                  and ${acknowledgementReminders.kind} = r.kind))`,
        ),
      )
      .orderBy(asc(donationAcknowledgements.requestId))
      .limit(BATCH);
    for (const { requestId } of due) {
      if (await remind(ctx, requestId, now)) reminded.push(requestId);
    }
    if (due.length < BATCH) break;
    afterId = due[due.length - 1]!.requestId;
  }
  return reminded;
}

export function signatureReminderJob(ctx: ReminderContext): ScheduledJob {
  return {
    name: 'acknowledgements.signature-reminders',
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await sendDueSignatureReminders(ctx);
    },
  };
}
