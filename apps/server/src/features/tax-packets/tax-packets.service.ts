import {
  TAX_PACKET_ACTIVE_STATUSES,
  TAX_PACKET_LIMITS,
  TAX_PACKET_MESSAGES,
  taxPacketFileName,
  type TaxPacket,
  type TaxPacketRequest,
  type TaxPacketRequested,
} from '@app/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { taxPackets, users, type TaxPacketRow, type UserRow } from '#src/platform/database/schema';
import { conflict, notFound } from '#src/platform/errors';
import { packetRunner } from './tax-packets.worker';

export function presentPacket(row: TaxPacketRow): TaxPacket {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    donor_id: row.donorId,
    start_date: row.startDate,
    end_date: row.endDate,
    time_zone: row.timeZone,
    status: row.status,
    progress: { done: row.progressDone, total: row.progressTotal },
    gift_count: row.giftCount,
    failure_reason: row.failureReason,
    requested_at: row.requestedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    pdf_url: ready ? `/api/tax-packets/${row.id}/pdf` : null,
    csv_url: ready ? `/api/tax-packets/${row.id}/csv` : null,
  };
}

/**
 * Queues a packet unless the donor already has one queued or building, which is answered instead
 * (the partial unique index settles two asks at once). The builder in this process is woken.
 */
export async function requestPacket(
  ctx: AppContext,
  donorId: number,
  requestedBy: number,
  body: Required<TaxPacketRequest>,
  notifyDonor = false,
): Promise<TaxPacketRequested> {
  // An admin may name any account: only a donor has packets.
  const [donor] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, donorId), eq(users.role, 'donor')));
  if (!donor) throw notFound('Donor not found.');
  const [created] = await ctx.db
    .insert(taxPackets)
    .values({
      donorId,
      requestedBy,
      startDate: body.start_date,
      endDate: body.end_date,
      timeZone: body.tz,
      notifyDonor,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    packetRunner(ctx).wake();
    return { packet: presentPacket(created), already_building: false };
  }
  const [active] = await ctx.db
    .select()
    .from(taxPackets)
    .where(and(eq(taxPackets.donorId, donorId), inArray(taxPackets.status, [...TAX_PACKET_ACTIVE_STATUSES])));
  // It finished between the insert and this read: asking again queues a new one.
  if (!active) throw conflict('Your previous packet just finished. Please ask again.');
  return { packet: presentPacket(active), already_building: true };
}

/** The donor's packets, newest first. */
export async function listPackets(db: Queryable, donorId: number): Promise<TaxPacket[]> {
  const rows = await db
    .select()
    .from(taxPackets)
    .where(eq(taxPackets.donorId, donorId))
    .orderBy(desc(taxPackets.requestedAt), desc(taxPackets.id))
    .limit(TAX_PACKET_LIMITS.listed);
  return rows.map(presentPacket);
}

/** A packet for its donor and admins; anyone else learns nothing, not even that it exists (404). */
export async function findPacketFor(db: Queryable, viewer: UserRow, id: number): Promise<TaxPacketRow> {
  const [row] = await db.select().from(taxPackets).where(eq(taxPackets.id, id));
  if (!row || (viewer.role !== 'admin' && row.donorId !== viewer.id)) throw notFound(TAX_PACKET_MESSAGES.notFound);
  return row;
}

export async function openPacketFile(
  ctx: AppContext,
  viewer: UserRow,
  id: number,
  kind: 'pdf' | 'csv',
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = await findPacketFor(ctx.db, viewer, id);
  const key = kind === 'pdf' ? row.pdfKey : row.csvKey;
  if (row.status !== 'ready' || !key) throw conflict(TAX_PACKET_MESSAGES.notReady);
  const file = await ctx.storage.open(key).catch(() => {
    throw notFound(TAX_PACKET_MESSAGES.notFound);
  });
  return { ...file, fileName: taxPacketFileName(row.startDate, row.endDate, kind) };
}
