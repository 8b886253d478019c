import {
  ADMIN_EMAIL_MESSAGES,
  type EmailTemplatePreview,
  type EmailTemplateUpdate,
  type EmailTemplateUpdateResponse,
} from '@app/shared';
import { count, eq, max } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { emailRecords, emailTemplates, type UserRow } from '#src/platform/database/schema';
import { badRequest, notFound } from '#src/platform/errors';
import { previewTemplate } from '#src/platform/mailer/template-preview';
import { draftProblems } from '#src/platform/mailer/template-variables';
import { presentTemplate } from './admin-emails.presenter';

interface Draft {
  subject: string;
  content: string;
}

/** 400 with every reason at once, before anything is read or written. */
function refuseBadDraft(key: string, draft: Draft): void {
  const problems = draftProblems(key, draft);
  if (problems.length > 0) throw badRequest(problems.join(' '));
}

async function usageOf(db: Queryable, key: string) {
  const [row] = await db
    .select({ usage: count(), lastUsed: max(emailRecords.createdAt) })
    .from(emailRecords)
    .where(eq(emailRecords.templateKey, key));
  return { usage: row?.usage ?? 0, lastUsed: row?.lastUsed ?? null };
}

/**
 * An admin's edit of a template's subject and content (docs/product.md, Emails): the next email
 * rendered from it uses the new text; emails already written keep theirs. One audit entry with the
 * text before and after, labelled with the template's name.
 */
export async function updateEmailTemplate(
  ctx: AppContext,
  admin: UserRow,
  key: string,
  input: EmailTemplateUpdate,
): Promise<EmailTemplateUpdateResponse> {
  const draft = { subject: input.subject, content: input.content };
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailTemplates).where(eq(emailTemplates.key, key)).for('update');
    if (!before) throw notFound(ADMIN_EMAIL_MESSAGES.templateNotFound);
    refuseBadDraft(key, draft);
    if (before.subject === draft.subject && before.content === draft.content) return { row: before, changed: false };
    const [after] = await tx
      .update(emailTemplates)
      .set({ ...draft, updatedAt: new Date() })
      .where(eq(emailTemplates.id, before.id))
      .returning();
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'update_email_template',
      targetType: 'email_template',
      targetId: key,
      targetLabel: before.name,
      before: { subject: before.subject, content: before.content },
      after: draft,
    });
    return { row: after!, changed: true };
  });
  return {
    template: presentTemplate(row, await usageOf(ctx.db, key)),
    message: changed ? ADMIN_EMAIL_MESSAGES.templateSaved : ADMIN_EMAIL_MESSAGES.templateUnchanged,
  };
}

/** A draft rendered with sample data as it would be sent; nothing is written. */
export async function previewEmailTemplate(
  ctx: AppContext,
  key: string,
  input: Draft & { vars?: Record<string, string> },
): Promise<EmailTemplatePreview> {
  const [template] = await ctx.db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.key, key))
    .limit(1);
  if (!template) throw notFound(ADMIN_EMAIL_MESSAGES.templateNotFound);
  const draft = { subject: input.subject, content: input.content };
  refuseBadDraft(key, draft);
  const { subject, text, html } = previewTemplate(key, draft, ctx.config.publicUrl, input.vars);
  return { subject, text, html };
}
