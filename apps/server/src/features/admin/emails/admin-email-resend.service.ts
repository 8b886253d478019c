import { ADMIN_EMAIL_MESSAGES, type EmailResendResponse } from '@app/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import { emailRecords, emailTemplates, type UserRow } from '#src/platform/database/schema';
import { conflict, notFound } from '#src/platform/errors';
import { requeueFailedEmail, type EmailRecordRow } from '#src/platform/mailer/requeue';
import { findAdminEmail } from './admin-email-analytics.service';

const outboxState = (row: EmailRecordRow) => ({
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
});

/**
 * Sends a failed email again (docs/product.md, Emails): back in the outbox for a new cycle of
 * attempts, sent by the background sender after this answers, never inside the request. Only a
 * failed email: one that was sent, or is still being tried, is refused with 409 and left alone.
 */
export async function resendEmail(ctx: AppContext, admin: UserRow, id: number): Promise<EmailResendResponse> {
  const smtp = Boolean(ctx.config.smtpUrl);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ email: emailRecords, templateName: emailTemplates.name })
      .from(emailRecords)
      .leftJoin(emailTemplates, eq(emailTemplates.key, emailRecords.templateKey))
      .where(eq(emailRecords.id, id))
      .for('update', { of: emailRecords });
    if (!before) throw notFound(ADMIN_EMAIL_MESSAGES.emailNotFound);
    const after = before.email.status === 'failed' ? await requeueFailedEmail(tx, id, { smtp }) : undefined;
    if (!after) throw conflict(`${ADMIN_EMAIL_MESSAGES.onlyFailed} This one is ${before.email.status}.`);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'resend_email',
      targetType: 'email',
      targetId: id,
      targetLabel: `${before.templateName ?? before.email.templateKey} to ${before.email.recipient}`,
      before: outboxState(before.email),
      after: outboxState(after),
    });
  });
  if (smtp) ctx.mailer.wake();
  const email = await findAdminEmail(ctx.db, id);
  return { email: email!, message: smtp ? ADMIN_EMAIL_MESSAGES.resent : ADMIN_EMAIL_MESSAGES.recordedAgain };
}
