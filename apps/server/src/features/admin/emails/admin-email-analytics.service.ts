import {
  DELIVERY_EMAIL_TEMPLATES,
  EMAIL_SEARCH_COUNT_CAP,
  totalPages,
  type AdminEmail,
  type EmailAnalyticsQuery,
  type EmailAnalyticsResponse,
  type EmailFigures,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { emailRecords, emailTemplates } from '#src/platform/database/schema';
import { adminEmailColumns, presentEmail, presentTemplate, type TemplateUsage } from './admin-emails.presenter';
import { templateUsage } from './template-usage';

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

/** Emails in each state now, and handed over today (midnight in the viewer's zone), each read through its index. */
async function liveFigures(db: Queryable, timeZone: string) {
  const dayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const result = (await db.execute(sql`select
      (select count(*) from ${emailRecords} where ${emailRecords.status} = 'failed') as failed,
      (select count(*) from ${emailRecords} where ${emailRecords.status} in ('queued', 'sending')) as waiting,
      (select count(*) from ${emailRecords} where ${emailRecords.status} = 'sent' and ${emailRecords.sentAt} >= ${dayStart})
        + (select count(*) from ${emailRecords} where ${emailRecords.status} = 'recorded' and ${emailRecords.createdAt} >= ${dayStart}) as today`)) as unknown as {
    rows: { failed: string | number; waiting: string | number; today: string | number }[];
  };
  const row = result.rows[0]!;
  return { failed: Number(row.failed), waiting: Number(row.waiting), today: Number(row.today) };
}

/**
 * The tab's figures. Every email is queued, sending, sent, recorded (written without a mail server,
 * which the outbox treats as handed over: it is what the dev mailbox shows) or failed, so what was
 * delivered is the total less the failed and the waiting.
 */
function figures(usage: Map<string, TemplateUsage>, live: Awaited<ReturnType<typeof liveFigures>>): EmailFigures {
  let total = 0;
  let deliveryEmails = 0;
  for (const [key, { usage: n }] of usage) {
    total += n;
    if ((DELIVERY_EMAIL_TEMPLATES as readonly string[]).includes(key)) deliveryEmails += n;
  }
  const delivered = total - live.failed - live.waiting;
  const finished = delivered + live.failed;
  return {
    sent_today: live.today,
    delivery_emails: deliveryEmails,
    success_rate: finished === 0 ? null : Math.round((1000 * delivered) / finished) / 10,
    failed: live.failed,
    queued: live.waiting,
    total,
  };
}

/**
 * How many emails the filters select: from the figures when they already say, else counted; a
 * search is counted up to EMAIL_SEARCH_COUNT_CAP.
 */
async function countEmails(db: Queryable, query: EmailAnalyticsQuery, usage: Map<string, TemplateUsage>) {
  const uncapped = (total: number) => ({ total, capped: false });
  if (!query.status && !query.user_id && !query.search) {
    if (query.template) return uncapped(usage.get(query.template)?.usage ?? 0);
    return uncapped([...usage.values()].reduce((total, row) => total + row.usage, 0));
  }
  if (!query.search) {
    const [row] = await db.select({ total: count() }).from(emailRecords).where(listFilters(query));
    return uncapped(row?.total ?? 0);
  }
  const matches = db
    .select({ id: emailRecords.id })
    .from(emailRecords)
    .where(listFilters(query))
    .limit(EMAIL_SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  const total = row?.total ?? 0;
  return total > EMAIL_SEARCH_COUNT_CAP ? { total: EMAIL_SEARCH_COUNT_CAP, capped: true } : uncapped(total);
}

/**
 * One page of emails, newest first (or oldest with sort_dir=asc). A page past the middle is read
 * from the other end, so no page walks more than half of the emails.
 */
async function emailPage(
  db: Queryable,
  query: EmailAnalyticsQuery,
  { total, capped }: { total: number; capped: boolean },
) {
  const offset = (query.page - 1) * query.limit;
  const reversed = !capped && offset > total / 2;
  const order = (query.sort_dir === 'asc') !== reversed ? asc : desc;
  const rows = await db
    .select({ ...adminEmailColumns, templateName: emailTemplates.name })
    .from(emailRecords)
    .leftJoin(emailTemplates, eq(emailTemplates.key, emailRecords.templateKey))
    .where(listFilters(query))
    .orderBy(order(emailRecords.createdAt), order(emailRecords.id))
    .limit(reversed ? Math.max(0, Math.min(query.limit, total - offset)) : query.limit)
    .offset(reversed ? Math.max(0, total - offset - query.limit) : offset);
  return reversed ? rows.reverse() : rows;
}

/** GET /admin/email-analytics: the figures, every template with its use, and one page of emails. */
export async function getEmailAnalytics(db: Queryable, query: EmailAnalyticsQuery): Promise<EmailAnalyticsResponse> {
  const [usage, live, templates] = await Promise.all([
    templateUsage(db),
    liveFigures(db, query.tz),
    db.select().from(emailTemplates).orderBy(asc(emailTemplates.name)),
  ]);
  const counted = await countEmails(db, query, usage);
  const rows = await emailPage(db, query, counted);
  const { total, capped } = counted;
  return {
    analytics: figures(usage, live),
    templates: templates.map((template) => presentTemplate(template, usage.get(template.key))),
    recent_emails: rows.map(presentEmail),
    total,
    page: query.page,
    total_pages: totalPages(total, query.limit),
    total_capped: capped,
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
