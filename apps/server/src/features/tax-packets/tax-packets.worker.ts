import { TAX_PACKET_LIMITS, TAX_PACKET_MESSAGES, DASHBOARD_PATH } from '@app/shared';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { taxPackets, users, type TaxPacketRow } from '#src/platform/database/schema';
import type { ScheduledJob } from '#src/platform/jobs';
import { workRunner, type WorkRunner } from '#src/platform/work-runner';
import { buildTaxReport } from '../donors';
import { drawPacket } from './tax-packet-pdf';
import { lettersForPacket } from './tax-packet-letters';

/** The interval job picks up what no process woke for (another process's packets, crashed builds). */
export const TAX_PACKET_POLL_MS = 5_000;
/** A building packet whose heartbeat is older than this was left by a process that stopped. */
const STALE_BUILD = sql`interval '2 minutes'`;
/** Claims before a packet whose builds keep dying is failed. */
const MAX_ATTEMPTS = 3;
/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 250;

/** A build's failure in the words the donor reads. */
class PacketFailure extends Error {}

/**
 * Claims the oldest queued packet, or a building one whose heartbeat stopped, with one conditional
 * update: FOR UPDATE SKIP LOCKED lets several processes claim side by side, each packet once.
 */
async function claimNext(ctx: AppContext): Promise<TaxPacketRow | undefined> {
  const due = ctx.db
    .select({ id: taxPackets.id })
    .from(taxPackets)
    .where(
      or(
        eq(taxPackets.status, 'queued'),
        and(eq(taxPackets.status, 'building'), lt(taxPackets.heartbeatAt, sql`now() - ${STALE_BUILD}`)),
      ),
    )
    .orderBy(asc(taxPackets.requestedAt), asc(taxPackets.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await ctx.db
    .update(taxPackets)
    .set({
      status: 'building',
      attempts: sql`${taxPackets.attempts} + 1`,
      heartbeatAt: sql`now()`,
      progressDone: 0,
      progressTotal: 0,
    })
    .where(sql`${taxPackets.id} in ${due}`)
    .returning();
  return claimed;
}

/** Only the current claim (same attempt, still building) may write progress or the outcome. */
const stillMine = (packet: TaxPacketRow) =>
  and(eq(taxPackets.id, packet.id), eq(taxPackets.status, 'building'), eq(taxPackets.attempts, packet.attempts));

async function fail(ctx: AppContext, packet: TaxPacketRow, reason: string) {
  await ctx.db
    .update(taxPackets)
    .set({ status: 'failed', failureReason: reason, finishedAt: sql`now()`, heartbeatAt: null })
    .where(stillMine(packet));
}

async function build(ctx: AppContext, packet: TaxPacketRow, log: FastifyBaseLogger | undefined) {
  const range = { startDate: packet.startDate, endDate: packet.endDate, timeZone: packet.timeZone };
  const report = await buildTaxReport(ctx.db, packet.donorId, range);
  if (report.donations.length > TAX_PACKET_LIMITS.maxGifts)
    throw new PacketFailure(TAX_PACKET_MESSAGES.tooManyGifts(report.donations.length));
  const letters = await lettersForPacket(ctx.db, packet.donorId, range);
  let written = 0;
  const files = await drawPacket(report, letters, async (done, total) => {
    const now = Date.now();
    if (done < total && done > 1 && now - written < PROGRESS_EVERY_MS) return;
    written = now;
    await ctx.db
      .update(taxPackets)
      .set({ progressDone: done, progressTotal: total, giftCount: report.donations.length, heartbeatAt: sql`now()` })
      .where(stillMine(packet));
  });
  const keys = await Promise.all([
    ctx.storage.put('tax-packets', 'pdf', files.pdf),
    ctx.storage.put('tax-packets', 'csv', Buffer.from(files.csv, 'utf8')),
  ]).catch((error: unknown) => {
    log?.warn({ err: error, packet: packet.id }, 'tax packet could not be stored');
    throw new PacketFailure(TAX_PACKET_MESSAGES.storeFailed);
  });
  const finished = await ctx.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(taxPackets)
      .set({ status: 'ready', pdfKey: keys[0], csvKey: keys[1], finishedAt: sql`now()`, heartbeatAt: null })
      .where(stillMine(packet))
      .returning();
    if (ready?.notifyDonor) await emailDonor(ctx, tx, ready);
    return ready;
  });
  // Another process took this packet over meanwhile: its files are the ones kept.
  if (!finished) await Promise.all(keys.map((key) => ctx.storage.remove(key)));
  else if (finished.notifyDonor) ctx.mailer.wake();
}

/** The link opens the donor's own dashboard: the packet opens only for that signed-in donor. */
async function emailDonor(ctx: AppContext, tx: Transaction, packet: TaxPacketRow) {
  const [donor] = await tx
    .select({ email: users.email, name: users.name, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, packet.donorId));
  if (!donor) return;
  await ctx.mailer.queueIn(tx, {
    template: 'tax_packet_ready',
    to: donor.email,
    userId: packet.donorId,
    vars: {
      name: donor.name,
      company_name: donor.companyName ?? donor.name,
      period: `${packet.startDate} to ${packet.endDate}`,
      link: `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=impact#tax-packets`,
    },
  });
}

/** Claims and builds one packet; false when none was waiting. */
async function buildOne(ctx: AppContext, log: FastifyBaseLogger | undefined): Promise<boolean> {
  const packet = await claimNext(ctx);
  if (!packet) return false;
  if (packet.attempts > MAX_ATTEMPTS) {
    await fail(ctx, packet, TAX_PACKET_MESSAGES.abandoned);
    return true;
  }
  try {
    await build(ctx, packet, log);
  } catch (error) {
    if (!(error instanceof PacketFailure)) log?.error({ err: error, packet: packet.id }, 'tax packet failed');
    await fail(ctx, packet, error instanceof PacketFailure ? error.message : TAX_PACKET_MESSAGES.buildFailed);
  }
  return true;
}

/** One builder per process: packets are built one at a time (each is seconds of CPU), oldest first. */
export function packetRunner(ctx: AppContext): WorkRunner {
  return workRunner(ctx, 'tax packet builder', buildOne);
}

export function taxPacketJob(ctx: AppContext): ScheduledJob {
  return {
    name: 'tax-packets.build',
    intervalMs: TAX_PACKET_POLL_MS,
    runAtStart: true,
    run: () => packetRunner(ctx).drain(),
  };
}
