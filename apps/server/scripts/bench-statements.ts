import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/database/client';

/**
 * Where PostgreSQL's time went during one scenario, from pg_stat_statements (loaded with
 * `shared_preload_libraries=pg_stat_statements`; the extension is created when missing).
 */
export async function resetStatements(db: Database): Promise<void> {
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  await db.execute(sql`select pg_stat_statements_reset()`);
}

interface StatementRow {
  calls: number | string;
  total_ms: number | string;
  plan_ms: number | string;
  query: string;
}

export async function printStatements(db: Database, scenario: string, requests: number): Promise<void> {
  const result = (await db.execute(sql`
    select calls, round(total_exec_time::numeric, 1) as total_ms, round(total_plan_time::numeric, 1) as plan_ms,
           left(regexp_replace(query, '\\s+', ' ', 'g'), ${Number(process.env.BENCH_STATEMENT_WIDTH ?? 140)}) as query
    from pg_stat_statements order by total_exec_time + total_plan_time desc limit ${Number(process.env.BENCH_STATEMENT_ROWS ?? 8)}`)) as unknown as {
    rows: StatementRow[];
  };
  const eachRequest = (value: number | string | undefined) => Number(value ?? 0) / Math.max(1, requests);
  console.log(`[bench] ${scenario}: statements by execution and planning time (${requests} requests)`);
  for (const row of result.rows) {
    const ms = eachRequest(Number(row.total_ms) + Number(row.plan_ms));
    console.log(`  ${ms.toFixed(3)} ms/req  ${String(row.calls).padStart(7)} calls  ${row.query}`);
  }
  // Each statement is a round trip, which costs the server process more than most executions do.
  // What the statements' execution and planning add up to, against the backends' CPU the benchmark
  // measures: the rest is parsing, the protocol and the processes' own work.
  const [totals] = (
    (await db.execute(
      sql`select coalesce(sum(calls), 0) as calls, coalesce(sum(total_exec_time + total_plan_time), 0) as ms
          from pg_stat_statements`,
    )) as unknown as { rows: { calls: number | string; ms: number | string }[] }
  ).rows;
  console.log(
    `  ${eachRequest(totals?.calls).toFixed(2)} statements a request, ${eachRequest(totals?.ms).toFixed(3)} ms of execution and planning`,
  );
}
