import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '#src/platform/database/client';
import { auditLog, tokenLedger } from '#src/platform/database/schema';
import type { Checks } from './figures';
import { ms, percentile, sleep } from './figures';
import { call } from './http-client';
import type { LiveListener } from './live-listener';
import type { Traffic } from './scale-traffic';

/** 0 errors, requests/s and p99 overall and per route. */
export function checkTraffic(traffic: Traffic, seconds: number, checks: Checks): void {
  const all = traffic.outcomes;
  const errors = all.filter(({ outcome }) => outcome.status === 0 || outcome.status >= 500);
  const byRoute = new Map<string, number[]>();
  const refused = new Map<string, number>();
  for (const { path, outcome } of all) {
    byRoute.set(path, [...(byRoute.get(path) ?? []), outcome.ms]);
    if (outcome.status >= 400 && outcome.status < 500) {
      const key = `${outcome.status} ${path}`;
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
  }
  for (const [path, times] of [...byRoute].sort((a, b) => b[1].length - a[1].length)) {
    console.log(
      `[scale]   ${path}: ${times.length} calls, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`,
    );
  }
  if (refused.size > 0)
    console.log(`[scale]   refused (4xx): ${[...refused].map(([key, n]) => `${n} x ${key}`).join('; ')}`);
  const p99 = percentile(
    all.map(({ outcome }) => outcome.ms),
    99,
  );
  console.log(
    `[scale]   ${all.length} requests in ${seconds.toFixed(1)} s: ${(all.length / seconds).toFixed(1)} requests/s, ` +
      `p99 ${ms(p99)}; ${errors.length} errors (5xx or connection)`,
  );
  for (const { path, outcome } of errors.slice(0, 5)) {
    console.log(
      `[scale]     ${path}: ${outcome.status || ''} ${'error' in outcome ? outcome.error : outcome.body.slice(0, 200)}`,
    );
  }
  checks.check(errors.length === 0, `0 errors: no 5xx and no connection error (${errors.length} of ${all.length})`);
}

/** Each session cookie is valid on every instance, asked directly, not through the proxy. */
export async function checkSessions(instances: string[], cookies: string[], checks: Checks): Promise<void> {
  let valid = 0;
  let asked = 0;
  for (const cookie of cookies) {
    for (const base of instances) {
      asked += 1;
      if ((await call(base, '/api/auth/me', { cookie })).status === 200) valid += 1;
    }
  }
  checks.check(valid === asked, `sessions valid on every instance (${valid} of ${asked} asked)`);
}

/** Every chat message reached the other party's event stream, in particular from another instance. */
export async function checkLiveEvents(traffic: Traffic, listeners: LiveListener[], checks: Checks): Promise<void> {
  const heardAll = () => traffic.sent.every((sent) => listeners[sent.lane]!.heard.has(sent.messageId));
  for (let waited = 0; waited < 5000 && !heardAll(); waited += 100) await sleep(100);
  const crossing = traffic.sent.filter((sent) => sent.upstream !== listeners[sent.lane]!.upstream);
  const crossed = crossing.filter((sent) => listeners[sent.lane]!.heard.has(sent.messageId));
  const heard = traffic.sent.filter((sent) => listeners[sent.lane]!.heard.has(sent.messageId));
  const delays = heard.map((sent) => listeners[sent.lane]!.heard.get(sent.messageId)! - sent.at);
  console.log(
    `[scale]   chat messages: ${traffic.sent.length} posted, ${heard.length} heard live ` +
      `(${crossed.length} of ${crossing.length} across instances), p99 delay ${ms(percentile(delays, 99))}`,
  );
  checks.check(
    crossing.length > 0,
    `live events: some messages were posted through another instance (${crossing.length})`,
  );
  checks.check(
    crossed.length === crossing.length,
    `live events cross instances: ${crossed.length} of ${crossing.length} reached a browser on another instance`,
  );
  checks.check(
    heard.length === traffic.sent.length,
    `live events: every message heard (${heard.length} of ${traffic.sent.length})`,
  );
}

/**
 * Jobs run once: the place back-fill, which every instance runs at start, placed each unplaced
 * account exactly once (one audit entry each); and each paid checkout credited tokens once.
 */
export async function checkOnce(db: Database, unplacedIds: number[], traffic: Traffic, checks: Checks): Promise<void> {
  const entries = await db
    .select({ targetId: auditLog.targetId })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'place_account'), inArray(auditLog.targetId, unplacedIds.map(String))));
  const perAccount = new Map<string, number>();
  entries.forEach(({ targetId }) => perAccount.set(targetId, (perAccount.get(targetId) ?? 0) + 1));
  const once = unplacedIds.filter((id) => perAccount.get(String(id)) === 1).length;
  checks.check(
    once === unplacedIds.length && entries.length === unplacedIds.length,
    `jobs run once: the place back-fill placed ${once} of ${unplacedIds.length} accounts exactly once (${entries.length} placements)`,
  );
  const credits = await db
    .select({ id: tokenLedger.id })
    .from(tokenLedger)
    .where(like(tokenLedger.description, 'Purchased %'));
  checks.check(
    credits.length === traffic.paidSessions.length,
    `payments credited once: ${credits.length} credits for ${traffic.paidSessions.length} paid checkouts`,
  );
}
