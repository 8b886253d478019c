import { count, desc, gte, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { emailRecords } from '#src/platform/database/schema';
import type { TemplateUsage } from './admin-emails.presenter';

/**
 * How often each template was used, and when last (docs/product.md, Admin console: Emails), exact
 * on every call without counting every email each time: at 800,000 emails that count alone took
 * 250 ms (docs/quality.md, "Admin console").
 *
 * An email's template and creation time never change and emails are never deleted, so the older
 * emails are counted once per process (the base) and the recent ones on every call. The base stops
 * BASE_MARGIN before it was taken: a transaction that wrote an email before then has long finished,
 * so no email is missed between the two parts, nor counted in both. The base is retaken in the
 * background once it is BASE_MAX_AGE old, and the recent part stays small. Every call also checks
 * that the newest email before the cutoff is still the one the base saw (one index read): a
 * database emptied or restored under a running process (tests reuse theirs) is counted afresh.
 */
const BASE_MARGIN = sql`interval '10 minutes'`;
const BASE_MAX_AGE_MS = 5 * 60_000;

interface UsageBase {
  cutoff: Date;
  takenAt: number;
  /** The newest email before the cutoff when the base was taken ("id@time"), or null when none. */
  newestBefore: string | null;
  usage: Map<string, TemplateUsage>;
}

/** One base per database (tests open many), and at most one being taken at a time. */
const bases = new WeakMap<Queryable, { current?: UsageBase; next?: Promise<UsageBase> }>();

async function usageWhere(db: Queryable, condition: SQL) {
  const rows = await db
    .select({ templateKey: emailRecords.templateKey, usage: count(), lastUsed: max(emailRecords.createdAt) })
    .from(emailRecords)
    .where(condition)
    .groupBy(emailRecords.templateKey);
  return new Map<string, TemplateUsage>(rows.map((row) => [row.templateKey, row]));
}

async function newestBefore(db: Queryable, cutoff: Date): Promise<string | null> {
  const [row] = await db
    .select({ mark: sql<string>`${emailRecords.id} || '@' || ${emailRecords.createdAt}::text` })
    .from(emailRecords)
    .where(lt(emailRecords.createdAt, cutoff))
    .orderBy(desc(emailRecords.createdAt), desc(emailRecords.id))
    .limit(1);
  return row?.mark ?? null;
}

async function takeBase(db: Queryable): Promise<UsageBase> {
  const result = (await db.execute(sql`select now() - ${BASE_MARGIN} as cutoff`)) as unknown as {
    rows: { cutoff: Date | string }[];
  };
  const cutoff = new Date(result.rows[0]!.cutoff);
  const [usage, newest] = await Promise.all([
    usageWhere(db, lt(emailRecords.createdAt, cutoff)),
    newestBefore(db, cutoff),
  ]);
  return { cutoff, takenAt: Date.now(), newestBefore: newest, usage };
}

/** The current base; the first call waits for it, later ones get a fresh one in the background. */
async function baseFor(db: Queryable): Promise<UsageBase> {
  let state = bases.get(db);
  if (!state) bases.set(db, (state = {}));
  const entry = state;
  const retake = () => {
    entry.next ??= takeBase(db).then(
      (base) => {
        entry.current = base;
        entry.next = undefined;
        return base;
      },
      (error: unknown) => {
        entry.next = undefined;
        throw error;
      },
    );
    return entry.next;
  };
  const current = entry.current;
  if (!current || (await newestBefore(db, current.cutoff)) !== current.newestBefore) return retake();
  if (Date.now() - current.takenAt > BASE_MAX_AGE_MS) retake().catch(() => undefined);
  return current;
}

/** Every template's use and last use, exact as of this call. */
export async function templateUsage(db: Queryable): Promise<Map<string, TemplateUsage>> {
  const base = await baseFor(db);
  const recent = await usageWhere(db, gte(emailRecords.createdAt, base.cutoff));
  const usage = new Map(base.usage);
  for (const [key, { usage: n, lastUsed }] of recent) {
    const before = usage.get(key);
    usage.set(key, {
      usage: (before?.usage ?? 0) + n,
      lastUsed: before?.lastUsed && lastUsed && before.lastUsed > lastUsed ? before.lastUsed : lastUsed,
    });
  }
  return usage;
}
