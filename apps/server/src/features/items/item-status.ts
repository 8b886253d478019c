import type { ItemStatus, RequestStatus } from '@app/shared';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { items, type ItemRow } from '#src/platform/database/schema';

/** Statuses the request flow manages; disabled and pending-review items keep the donor's or admin's choice. */
const FLOW_STATUSES: ItemStatus[] = ['available', 'requested', 'approved', 'completed'];

/** A nonprofit may request an item only while it is listed with something left. */
export function isRequestable(item: Pick<ItemRow, 'status' | 'quantity'>): boolean {
  return (item.status === 'available' || item.status === 'requested') && item.quantity > 0;
}

export interface ItemDemand {
  quantity: number;
  hasPending: boolean;
  hasApproved: boolean;
  hasCompleted: boolean;
}

/**
 * An item's listed status follows its requests (docs/product.md, "A request's life"): pending requests show `requested`; with nothing left and every request
 * decided, `approved` (or `completed` once every approved delivery is confirmed); else `available`.
 */
export function itemStatusFor(demand: ItemDemand): ItemStatus {
  if (demand.hasPending) return 'requested';
  if (demand.quantity === 0 && demand.hasApproved) return 'approved';
  if (demand.quantity === 0 && demand.hasCompleted) return 'completed';
  return 'available';
}

/** Locks items (in id order, see lockNonprofit for the lock order) and returns them by id. */
export async function lockItems(tx: Transaction, itemIds: number[]): Promise<Map<number, ItemRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(items)
    .where(inArray(items.id, [...new Set(itemIds)]))
    .orderBy(asc(items.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

// Written out in full: Drizzle leaves column names unqualified inside a one-table select.
const demandOf = (status: RequestStatus) =>
  sql<boolean>`exists (select 1 from requests r where r.item_id = items.id and r.status = ${status})`;

/** Whether the item is one whose status its requests decide (not disabled or waiting for review). */
export const followsRequests = (status: ItemStatus) => FLOW_STATUSES.includes(status);

async function readDemand(tx: Transaction, itemId: number) {
  const [row] = await tx
    .select({
      status: items.status,
      quantity: items.quantity,
      hasPending: demandOf('pending'),
      hasApproved: demandOf('approved'),
      hasCompleted: demandOf('completed'),
    })
    .from(items)
    .where(eq(items.id, itemId));
  return row;
}

/** The status an item's requests and stock call for, whatever it shows now; undefined for a missing item. */
export async function flowStatusOf(tx: Transaction, itemId: number): Promise<ItemStatus | undefined> {
  const row = await readDemand(tx, itemId);
  return row && itemStatusFor(row);
}

/** Recomputes an item's status from its requests; call with the item locked, after the change. */
export async function refreshItemStatus(tx: Transaction, itemId: number): Promise<void> {
  const row = await readDemand(tx, itemId);
  if (!row || !followsRequests(row.status)) return;
  const next = itemStatusFor(row);
  if (next !== row.status) {
    await tx.update(items).set({ status: next, updatedAt: new Date() }).where(eq(items.id, itemId));
  }
}

/** Approval takes the quantity in the same transaction; false when not enough is left. */
export async function takeItemQuantity(tx: Transaction, itemId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(items)
    .set({ quantity: sql`${items.quantity} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(items.id, itemId), gte(items.quantity, quantity)))
    .returning({ id: items.id });
  return taken.length > 0;
}

/** An approval undone (Edit Decision to declined) gives its quantity back to the item. */
export async function returnItemQuantity(tx: Transaction, itemId: number, quantity: number): Promise<void> {
  await tx
    .update(items)
    .set({ quantity: sql`${items.quantity} + ${quantity}`, updatedAt: new Date() })
    .where(eq(items.id, itemId));
}
