import {
  DELIVERY_EMAIL_TEMPLATES,
  totalPages,
  type AdminEmail,
  type EmailAnalyticsQuery,
  type EmailAnalyticsResponse,
  type EmailFigures,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { emailRecords, emailTemplates } from '#src/platform/database/schema';
import { adminEmailColumns, presentEmail, presentTemplate, type TemplateUsage } from './admin-emails.presenter';

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilters(query: EmailAnalyticsQuery): SQL | undefined {
  return and(
    query.status ? eq(emailRecords.status, query.status) : undefined,
    query.template ? eq(emailRecords.templateKey, query.template) : undefined,
    query.user_id ? eq(emailRecords.userId, query.user_id) : undefined,
    query.search
      ? or(
          ilike(emailRecords.recipient, likePattern(query.search)),
          ilike(emailRecords.subject, likePattern(query.search)),
        )
      : undefined,
  );
}

interface UsageRow {
  templateKey: string;
  usage: number;
  lastUsed: Date | null;
  failed: number;
  waiting: number;
  delivered: number;
  today: number;
}

/**
 * Every figure in one pass over the emails, grouped by template: usage and last use per template,
 * and the sums. "Today" starts at midnight in the viewer's zone; an email recorded without a mail
 * server counts as handed over (it is what the dev mailbox shows).
 */
async function usageByTemplate(db: Queryable, timeZone: string): Promise<UsageRow[]> {
  const dayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const status = emailRecords.status;
  return db
    .select({
      templateKey: emailRecords.templateKey,
      usage: count(),
      lastUsed: max(emailRecords.createdAt),
      failed: sql<number>`count(*) filter (where ${status} = 'failed')`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${status} in ('queued', 'sending'))`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${status} in ('sent', 'recorded'))`.mapWith(Number),
      today: sql<number>`count(*) filter (where (${status} = 'sent' and ${emailRecords.sentAt} >= ${dayStart})
        or (${status} = 'recorded' and ${emailRecords.createdAt} >= ${dayStart}))`.mapWith(Number),
    })
    .from(emailRecords)
    .groupBy(emailRecords.templateKey);
}

function figures(rows: UsageRow[]): EmailFigures {
  const sum = (pick: (row: UsageRow) => number, from = rows) => from.reduce((total, row) => total + pick(row), 0);
  const delivered = sum((row) => row.delivered);
  const failed = sum((row) => row.failed);
  const finished = delivered + failed;
  const deliveryRows = rows.filter((row) => (DELIVERY_EMAIL_TEMPLATES as readonly string[]).includes(row.templateKey));
  return {
    sent_today: sum((row) => row.today),
    delivery_emails: sum((row) => row.usage, deliveryRows),
    success_rate: finished === 0 ? null : Math.round((1000 * delivered) / finished) / 10,
    failed,
    queued: sum((row) => row.waiting),
    total: sum((row) => row.usage),
  };
}

/** GET /admin/email-analytics: the figures, every template with its use, and one page of emails. */
export async function getEmailAnalytics(db: Queryable, query: EmailAnalyticsQuery): Promise<EmailAnalyticsResponse> {
  const where = listFilters(query);
  const order = query.sort_dir === 'asc' ? asc : desc;
  const [usage, templates, totals, rows] = await Promise.all([
    usageByTemplate(db, query.tz),
    db.select().from(emailTemplates).orderBy(asc(emailTemplates.name)),
    db.select({ total: count() }).from(emailRecords).where(where),
    db
      .select({ ...adminEmailColumns, templateName: emailTemplates.name })
      .from(emailRecords)
      .leftJoin(emailTemplates, eq(emailTemplates.key, emailRecords.templateKey))
      .where(where)
      .orderBy(order(emailRecords.createdAt), order(emailRecords.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const usageOf = new Map<string, TemplateUsage>(usage.map((row) => [row.templateKey, row]));
  const total = totals[0]?.total ?? 0;
  return {
    analytics: figures(usage),
    templates: templates.map((template) => presentTemplate(template, usageOf.get(template.key))),
    recent_emails: rows.map(presentEmail),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
  };
}

/** One email as the list shows it (after a resend). */
export async function findAdminEmail(db: Queryable, id: number): Promise<AdminEmail | undefined> {
  const [row] = await db
    .select({ ...adminEmailColumns, templateName: emailTemplates.name })
    .from(emailRecords)
    .leftJoin(emailTemplates, eq(emailTemplates.key, emailRecords.templateKey))
    .where(eq(emailRecords.id, id));
  return row && presentEmail(row);
}
