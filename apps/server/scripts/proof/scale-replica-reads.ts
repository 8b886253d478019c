import { READ_MARK_COOKIE, READ_SOURCE_HEADER } from '#src/platform/database/read-routing';
import type { Checks } from './figures';
import type { Outcome } from './http-client';

/** One dashboard read sent right after the same user's write, and what it showed. */
export interface OwnWriteRead {
  /** Whether the dashboard showed the write (the request, or its new status). */
  sawWrite: boolean;
  /** Which server answered: 'replica' or 'primary' (the server says so outside production). */
  source: string;
}

/**
 * What the proof's replica form records: every read that followed its user's own write, and the
 * servers that answered the marketplace and dashboard reads.
 */
export interface ReplicaReads {
  ownWrites: OwnWriteRead[];
  sources: Map<string, number>;
}

export const newReplicaReads = (): ReplicaReads => ({ ownWrites: [], sources: new Map() });

/** The session cookie with the read mark a write answered with (read-routing.ts), as the browser keeps it. */
export function withReadMark(cookie: string, write: Outcome): string {
  const mark = write.cookies.find((entry) => entry.startsWith(`${READ_MARK_COOKIE}=`));
  if (!mark) return cookie;
  const kept = cookie.split('; ').filter((entry) => !entry.startsWith(`${READ_MARK_COOKIE}=`));
  return [...kept, mark].join('; ');
}

export function recordSource(reads: ReplicaReads, outcome: Outcome): string {
  const source = String(outcome.headers[READ_SOURCE_HEADER] ?? 'none');
  reads.sources.set(source, (reads.sources.get(source) ?? 0) + 1);
  return source;
}

/**
 * Read your writes: no dashboard read that followed its user's own write, wherever it was served,
 * showed a state older than that write; and the replica served reads (else the proof proved nothing).
 */
export function checkReplicaReads(reads: ReplicaReads, checks: Checks): void {
  const { ownWrites, sources } = reads;
  const missed = ownWrites.filter((read) => !read.sawWrite);
  const onReplica = ownWrites.filter((read) => read.source === 'replica').length;
  console.log(
    `[scale]   reads by source: ${[...sources].map(([source, count]) => `${source} ${count}`).join(', ')}; ` +
      `of ${ownWrites.length} reads right after their user's own write, ${onReplica} were served by the replica`,
  );
  checks.check(
    ownWrites.length > 0 && missed.length === 0,
    `read your writes: ${missed.length} of ${ownWrites.length} dashboard reads right after the same user's ` +
      `write showed a state older than it`,
  );
  const replicaReads = sources.get('replica') ?? 0;
  const total = [...sources.values()].reduce((sum, count) => sum + count, 0);
  checks.check(
    replicaReads > 0 && (sources.get('none') ?? 0) === 0,
    `the replica served ${replicaReads} of ${total} marketplace and dashboard reads, the primary the rest`,
  );
}
