import type { AdminEmail, EmailTemplate } from '@app/shared';
import type { emailTemplates } from '#src/platform/database/schema';
import { emailRecords } from '#src/platform/database/schema';
import { templateVariables } from '#src/platform/mailer/template-variables';

/** The columns of an email the admin list shows (never its body or HTML: those can be long). */
export const adminEmailColumns = {
  id: emailRecords.id,
  templateKey: emailRecords.templateKey,
  recipient: emailRecords.recipient,
  subject: emailRecords.subject,
  status: emailRecords.status,
  attempts: emailRecords.attempts,
  error: emailRecords.error,
  requestId: emailRecords.requestId,
  createdAt: emailRecords.createdAt,
  sentAt: emailRecords.sentAt,
};

export type AdminEmailRow = {
  [K in keyof typeof adminEmailColumns]: (typeof emailRecords.$inferSelect)[K];
} & { templateName: string | null };

export function presentEmail(row: AdminEmailRow): AdminEmail {
  return {
    id: row.id,
    template_key: row.templateKey,
    template_name: row.templateName ?? row.templateKey,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    can_resend: row.status === 'failed',
  };
}

export interface TemplateUsage {
  usage: number;
  lastUsed: Date | null;
}

export function presentTemplate(
  row: typeof emailTemplates.$inferSelect,
  usage: TemplateUsage = { usage: 0, lastUsed: null },
): EmailTemplate {
  const variables = templateVariables(row.key);
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    subject: row.subject,
    content: row.content,
    variables: variables.known,
    required_variables: variables.required,
    usage_count: usage.usage,
    last_used: usage.lastUsed?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
