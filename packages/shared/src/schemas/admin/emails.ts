import { z } from 'zod';
import { rowIdSchema, safeString } from '../common';
import { EMAIL_STATUSES } from '../auth';
import { timeZoneParamSchema } from '../impact';
import { adminListQuerySchema, adminPageFields, optionalChoice } from './lists';

/** Subject and content limits of an email template (the subject is one line). */
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_CONTENT_MAX = 10_000;

export const EMAIL_STATUS_LABELS: Record<(typeof EMAIL_STATUSES)[number], string> = {
  recorded: 'Recorded',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const ADMIN_EMAIL_MESSAGES = {
  templateSaved: 'Email template saved successfully',
  templateUnchanged: 'No changes to save',
  resent: 'Email queued to be sent again',
  recordedAgain: 'Email recorded again (no mail server is configured, so it is not sent)',
  onlyFailed: 'Only a failed email can be sent again.',
  templateNotFound: 'Email template not found.',
  emailNotFound: 'Email not found.',
  subjectOneLine: 'Subject must be one line',
} as const;

const templateKey = z
  .string()
  .regex(/^[a-z0-9_]{1,60}$/, { error: 'A template key is lower-case letters, digits and _' });
export const emailTemplateKeyParamSchema = z.object({ key: templateKey });

/**
 * GET /api/admin/email-analytics: the figures, every template and one page of emails, newest first.
 * `status` and `template` filter the list; `search` matches recipient and subject; `user_id` the
 * emails to that account; `tz` decides where "today" starts (the viewer's zone).
 */
export const emailAnalyticsQuerySchema = adminListQuerySchema.extend({
  status: optionalChoice('status', EMAIL_STATUSES),
  template: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), templateKey.optional()),
  tz: timeZoneParamSchema,
});
export type EmailAnalyticsQuery = z.output<typeof emailAnalyticsQuerySchema>;

export const emailFiguresSchema = z.object({
  /** Emails sent (or recorded, without a mail server) since midnight in `tz`. */
  sent_today: z.number().int(),
  /** Every email about a delivery: started, pickup details, confirmation links, received, not received. */
  delivery_emails: z.number().int(),
  /** Percent with one decimal of finished emails (sent, recorded, failed) that did not fail; null before any. */
  success_rate: z.number().nullable(),
  failed: z.number().int(),
  /** Waiting in the outbox: queued or being sent. */
  queued: z.number().int(),
  total: z.number().int(),
});
export type EmailFigures = z.infer<typeof emailFiguresSchema>;

export const emailTemplateSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  content: z.string(),
  /** The placeholders its senders fill in, e.g. `name` for {{name}}. */
  variables: z.array(z.string()),
  /** Link placeholders the content must keep: the link is what the email is for. */
  required_variables: z.array(z.string()),
  usage_count: z.number().int(),
  last_used: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const adminEmailSchema = z.object({
  id: z.number().int(),
  template_key: z.string(),
  template_name: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  /** The mail server's last error, while retrying or once failed. */
  error: z.string().nullable(),
  request_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Whether POST /admin/emails/{id}/resend is offered: failed emails only. */
  can_resend: z.boolean(),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;

/**
 * A search is counted up to this many emails: a word common to most of 800,000 emails would
 * otherwise be counted in full on every page, and nobody pages that far; the list says "more than".
 */
export const EMAIL_SEARCH_COUNT_CAP = 10_000;

export const emailAnalyticsResponseSchema = z.object({
  analytics: emailFiguresSchema,
  templates: z.array(emailTemplateSchema),
  recent_emails: z.array(adminEmailSchema),
  ...adminPageFields,
  /** True when a search matched more than EMAIL_SEARCH_COUNT_CAP emails: `total` is then that cap. */
  total_capped: z.boolean(),
});
export type EmailAnalyticsResponse = z.infer<typeof emailAnalyticsResponseSchema>;

const draftFields = {
  subject: safeString({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(EMAIL_SUBJECT_MAX, { error: `Subject must be at most ${EMAIL_SUBJECT_MAX} characters` })
    .refine((value) => !/[\r\n]/.test(value), { error: ADMIN_EMAIL_MESSAGES.subjectOneLine }),
  content: safeString({ error: 'Content is required' })
    .min(1, { error: 'Content is required' })
    .max(EMAIL_CONTENT_MAX, { error: `Content must be at most ${EMAIL_CONTENT_MAX} characters` })
    .refine((value) => value.trim().length > 0, { error: 'Content is required' }),
  admin_id: rowIdSchema.optional(),
};

/** PUT /api/admin/email-templates/{key}. */
export const emailTemplateUpdateSchema = z.object(draftFields);
export type EmailTemplateUpdate = z.output<typeof emailTemplateUpdateSchema>;
export type EmailTemplateUpdateRequest = z.input<typeof emailTemplateUpdateSchema>;

export const emailTemplateUpdateResponseSchema = z.object({ template: emailTemplateSchema, message: z.string() });
export type EmailTemplateUpdateResponse = z.infer<typeof emailTemplateUpdateResponseSchema>;

/**
 * POST /api/admin/email-templates/{key}/preview: a draft rendered with sample data; `vars` replace
 * some sample values (to see how a name or message a user typed comes out).
 */
export const emailTemplatePreviewSchema = z.object({
  ...draftFields,
  vars: z.record(z.string().regex(/^\w{1,60}$/), safeString().max(2_000)).optional(),
});
export type EmailTemplatePreviewRequest = z.input<typeof emailTemplatePreviewSchema>;

/** Exactly what would be sent: the subject, the text part and the HTML part (values escaped). */
export const emailTemplatePreviewResponseSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewResponseSchema>;

export const emailResendBodySchema = z.object({ admin_id: rowIdSchema.optional() }).nullish();
export const emailResendResponseSchema = z.object({ email: adminEmailSchema, message: z.string() });
export type EmailResendResponse = z.infer<typeof emailResendResponseSchema>;
