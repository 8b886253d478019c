import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/database/client';

/**
 * CPU time per request, of the server process and of its PostgreSQL backends: on a machine other
 * work shares, requests per second move with the load average, CPU per request much less.
 * Linux only (/proc); a database on another machine counts as 0.
 */

const MS_PER_TICK = 10; // /proc counts clock ticks of 10 ms

/** The server processes of this database's connections (and the cluster's background workers). */
export async function databasePids(db: Database): Promise<number[]> {
  const result = (await db.execute(sql`select pid from pg_stat_activity`)) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

/** Undefined once the process is gone. */
function ticksOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

export interface CpuSample {
  server: NodeJS.CpuUsage;
  database: Map<number, number>;
}

export function sampleCpu(pids: number[]): CpuSample {
  const database = new Map<number, number>();
  for (const pid of pids) {
    const ticks = ticksOf(pid);
    if (ticks !== undefined) database.set(pid, ticks);
  }
  return { server: process.cpuUsage(), database };
}

/** Milliseconds of CPU per request since `before`, for the server process and the database. */
export function cpuPerRequest(before: CpuSample, requests: number) {
  const server = process.cpuUsage(before.server);
  let databaseTicks = 0;
  // A connection the pool closed while idle is left out: it did no work for these requests.
  for (const [pid, ticks] of before.database) databaseTicks += (ticksOf(pid) ?? ticks) - ticks;
  return {
    server: (server.user + server.system) / 1000 / requests,
    database: (databaseTicks * MS_PER_TICK) / requests,
  };
}
