import type { RequestState } from '@app/shared';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, requests, type InvoiceRow, type ItemRow, type RequestRow } from '#src/platform/database/schema';
import { readRequestInvoices, type InvoicePaymentState } from '#src/features/invoices';
import { readTokenBalances } from '#src/features/tokens';
import { readOpenHolds, type OpenIrsHold } from './irs-hold';
import { judge, rowFor } from './run-transition';
import { deriveState } from './state';
import { TRANSITIONS } from './transitions';
import type { Actor, Command, GuardContext, GuardReads, TransitionInput } from './types';

/** A request as the table judges it, read without locks. */
export interface LifecycleSnapshot {
  request: RequestRow;
  item: ItemRow | undefined;
  invoice: InvoiceRow | undefined;
  payment: InvoicePaymentState;
  state: RequestState;
  /** The nonprofit's open IRS hold: its request is paused while there is one. */
  hold: OpenIrsHold | undefined;
}

/**
 * The snapshots of a page of requests in four queries whatever its length (requests, items,
 * invoices with their open checkout, the nonprofits' IRS holds), and no row locks: a page may be stale a moment later, and
 * every command taken from it is judged again under lock by runTransition.
 */
export async function readSnapshots(db: Queryable, requestIds: number[]): Promise<Map<number, LifecycleSnapshot>> {
  const ids = [...new Set(requestIds)];
  const snapshots = new Map<number, LifecycleSnapshot>();
  if (ids.length === 0) return snapshots;
  const rows = await db.select().from(requests).where(inArray(requests.id, ids));
  const itemIds = [...new Set(rows.map((row) => row.itemId))];
  const [itemRows, invoices, holds] = await Promise.all([
    db.select().from(items).where(inArray(items.id, itemIds)),
    readRequestInvoices(db, ids),
    readOpenHolds(
      db,
      rows.map((row) => row.nonprofitId),
    ),
  ]);
  const itemById = new Map(itemRows.map((row) => [row.id, row]));
  for (const request of rows) {
    const { invoice, state: payment } = invoices.get(request.id) ?? { invoice: undefined, state: 'none' as const };
    snapshots.set(request.id, {
      request,
      item: itemById.get(request.itemId),
      invoice,
      payment,
      state: deriveState(request, payment),
      hold: holds.get(request.nonprofitId),
    });
  }
  return snapshots;
}

/** Each command offered to the viewer, with the inputs that would pass (one empty input if it takes none). */
export type Offers = Map<Command, TransitionInput[]>;

/** The commands a viewer of this kind could ever take on a request: those the table's rows name it for. */
function commandsFor(actor: Actor): Command[] {
  const named = TRANSITIONS.filter((row) => row.command !== 'request' && row.who.includes(actor.kind));
  return [...new Set(named.map((row) => row.command))];
}

/**
 * What the viewer may do now on each request: every command is judged by the same rows and
 * guards as a real run (judge), on the snapshot instead of locked rows. Guards that need the
 * viewer's input (a delivery method) are judged once per input the row's `choices` lists, and the
 * command is offered when at least one passes: "is there some input for which this is allowed".
 * A guard answering SKIP (nothing would change) means not offered either. Guards read the
 * database only through `reads`, answered here from values read once for the whole page.
 */
export async function offersFor(
  db: Queryable,
  actor: Actor,
  snapshots: LifecycleSnapshot[],
): Promise<Map<number, Offers>> {
  const commands = commandsFor(actor);
  const offers = new Map<number, Offers>();
  if (commands.length === 0) {
    for (const snapshot of snapshots) offers.set(snapshot.request.id, new Map());
    return offers;
  }
  const balances = await readTokenBalances(
    db,
    // Only Edit Decision back to approved asks for tokens; read them for the requests it could serve.
    snapshots.filter((s) => s.state === 'declined' || s.state === 'expired').map((s) => s.request.nonprofitId),
  );
  // Each snapshot carries its nonprofit's hold, read once for the page.
  const holds = new Map(snapshots.map((s) => [s.request.nonprofitId, s.hold]));
  const reads: GuardReads = {
    tokenBalance: async (nonprofitId) =>
      balances.get(nonprofitId) ?? (await readTokenBalances(db, [nonprofitId])).get(nonprofitId)!,
    irsHold: async (nonprofitId) => holds.get(nonprofitId),
  };
  for (const snapshot of snapshots) {
    const ctx: GuardContext = {
      db,
      reads,
      actor,
      input: {},
      state: snapshot.state,
      request: snapshot.request,
      nonprofit: undefined,
      items: new Map(snapshot.item ? [[snapshot.item.id, snapshot.item]] : []),
      invoice: snapshot.invoice,
      payment: snapshot.payment,
    };
    const offered: Offers = new Map();
    for (const command of commands) {
      const row = rowFor(command, ctx.state, actor.kind);
      const choices = row?.choices?.(ctx) ?? [{}];
      const passing: TransitionInput[] = [];
      for (const input of choices) {
        if ((await judge(command, { ...ctx, input })).kind === 'go') passing.push(input);
      }
      if (passing.length > 0) offered.set(command, passing);
    }
    offers.set(snapshot.request.id, offered);
  }
  return offers;
}
