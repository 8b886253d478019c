import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { requests, type RequestRow } from '#src/platform/database/schema';
import type { AppError } from '#src/platform/errors';
import type { EventBus } from '#src/platform/events';
import { lockRequestInvoice } from '#src/features/invoices';
import { liveTokenBalance, lockNonprofit } from '#src/features/tokens';
import { lockItems } from '#src/features/items';
import { readOpenHolds } from './irs-hold';
import { publishChangeInTx } from './publish-change';
import { REFUSALS, refuseAccess } from './refusals';
import { deriveState } from './state';
import { TRANSITIONS, type Row } from './transitions';
import {
  SKIP,
  type Actor,
  type ActorKind,
  type Command,
  type GuardContext,
  type LifecycleEvent,
  type TransitionContext,
  type TransitionInput,
} from './types';
import './events';
import '#src/features/invoices';

export interface TransitionCall {
  command: Command;
  actor: Actor;
  /** The request to move; left out only for `request`, which creates them from `input.submission`. */
  requestId?: number;
  input?: TransitionInput;
  /** Ask only: the command's guards run under the same locks, and no effect does. */
  checkOnly?: boolean;
}

export interface TransitionResult {
  /** False when the command found nothing to do (a repeat): no change, no events. */
  changed: boolean;
  /** To emit once the caller's transaction has committed (emitAfterCommit). */
  events: LifecycleEvent[];
  invoiceId?: number;
  requestIds?: number[];
  batchId?: number | null;
  /** The checkout an invoice pointed at before `start-checkout` moved it to a new one. */
  supersededSessionId?: string;
}

export function mayAct(actor: Actor, who: ActorKind[], request: Pick<RequestRow, 'nonprofitId' | 'donorId'>): boolean {
  if (!who.includes(actor.kind)) return false;
  if (actor.kind === 'nonprofit') return request.nonprofitId === actor.id;
  if (actor.kind === 'donor') return request.donorId === actor.id;
  return true;
}

/**
 * The row serving a command from a state: the one naming this actor when several do (an admin's
 * row beside a party's, such as confirming a delivery), else the first, whose `who` then refuses.
 */
export function rowFor(command: Command, state: GuardContext['state'], actor: ActorKind): Row | undefined {
  const rows = TRANSITIONS.filter((candidate) => candidate.command === command && candidate.from.includes(state));
  return rows.find((candidate) => candidate.who.includes(actor)) ?? rows[0];
}

/** The table's answer to a command: the row to run, nothing to do (a repeat), or a refusal. */
export type Verdict = { kind: 'go'; row: Row } | { kind: 'skip' } | { kind: 'refused'; refusal: AppError };

/**
 * The one reading of the table, shared by a real run and by asking what is offered: the row whose
 * `from` holds the state serves the command (rowFor), the actor must be among its `who` (a party only on
 * its own request), then its guards run in order. Nothing here writes or locks: whatever the
 * context's reads and rows say is judged, so the caller decides how they were read.
 */
export async function judge(command: Command, ctx: GuardContext): Promise<Verdict> {
  const refusals = REFUSALS[command];
  const { request } = ctx;
  const row = rowFor(command, ctx.state, ctx.actor.kind);
  if (!row) {
    const refusal = refusals.wrongState(ctx.state, request!);
    return refusal === SKIP ? { kind: 'skip' } : { kind: 'refused', refusal };
  }
  if (request ? !mayAct(ctx.actor, row.who, request) : !row.who.includes(ctx.actor.kind)) {
    return { kind: 'refused', refusal: refuseAccess(refusals, 'forbidden', request?.id ?? 0) };
  }
  for (const guard of row.guards) {
    const verdict = await guard(ctx);
    if (verdict === SKIP) return { kind: 'skip' };
    if (verdict) return { kind: 'refused', refusal: verdict };
  }
  return { kind: 'go', row };
}

/**
 * Runs one command of the lifecycle table inside the caller's transaction: takes the locks in the
 * order every writer keeps (the nonprofit's users row, the items by id, the request, its invoice;
 * see lockNonprofit), derives the state, judges the command (judge), then runs the row's effects
 * and publishes the change live to both parties (publishChangeInTx).
 * Any refusal throws before commit, so nothing changes.
 */
export async function runTransition(tx: Transaction, call: TransitionCall): Promise<TransitionResult> {
  const ctx = await load(tx, call);
  const verdict = await judge(call.command, ctx);
  if (verdict.kind === 'skip') return { changed: false, events: [] };
  if (verdict.kind === 'refused') throw verdict.refusal;
  if (call.checkOnly) return { changed: false, events: [] };
  for (const effect of verdict.row.effects) await effect(ctx);
  await publishChangeInTx(ctx, call.command);
  const events = verdict.row.emits.map((name) => eventOf(name, ctx));
  return { changed: true, events, ...ctx.out };
}

async function load(tx: Transaction, call: TransitionCall): Promise<TransitionContext> {
  const input = call.input ?? {};
  // Under the nonprofit's lock, taken below before anything is judged.
  const reads = {
    tokenBalance: (nonprofitId: number) => liveTokenBalance(tx, nonprofitId),
    irsHold: async (nonprofitId: number) => (await readOpenHolds(tx, [nonprofitId])).get(nonprofitId),
  };
  const base = { tx, db: tx, reads, actor: call.actor, input, out: {} };
  if (call.requestId === undefined) {
    const nonprofitId = call.actor.kind === 'nonprofit' ? call.actor.id : 0;
    const nonprofit = await lockNonprofit(tx, nonprofitId);
    const items = await lockItems(tx, nonprofit ? (input.submission?.lines ?? []).map((line) => line.itemId) : []);
    return { ...base, state: 'new', request: null, nonprofit, items, invoice: undefined, payment: 'none' };
  }
  const [found] = await tx
    .select({ nonprofitId: requests.nonprofitId, donorId: requests.donorId, itemId: requests.itemId })
    .from(requests)
    .where(eq(requests.id, call.requestId));
  const refusals = REFUSALS[call.command];
  if (!found) throw refuseAccess(refusals, 'notFound', call.requestId);
  // Ownership first, as every page always answered: a stranger learns nothing of the request's state.
  const rows = TRANSITIONS.filter((row) => row.command === call.command);
  if (!rows.some((row) => mayAct(call.actor, row.who, found)))
    throw refuseAccess(refusals, 'forbidden', call.requestId);
  const nonprofit = await lockNonprofit(tx, found.nonprofitId);
  const items = await lockItems(tx, [found.itemId]);
  const [request] = await tx.select().from(requests).where(eq(requests.id, call.requestId)).for('update');
  const { invoice, state: payment } = await lockRequestInvoice(tx, call.requestId);
  const state = deriveState(request!, payment);
  return { ...base, state, request: request!, nonprofit, items, invoice, payment };
}

function eventOf(name: LifecycleEvent['name'], ctx: TransitionContext): LifecycleEvent {
  if (name === 'requests.submitted') return { name, payload: { requestIds: ctx.out.requestIds ?? [] } };
  if (name === 'invoice.created') return { name, payload: { invoiceId: ctx.out.invoiceId! } };
  return { name, payload: { requestId: ctx.request!.id } } as LifecycleEvent;
}

/** Emits a transition's events, in order, once its transaction has committed. */
export async function emitAfterCommit(bus: EventBus, events: LifecycleEvent[]): Promise<void> {
  for (const event of events) await bus.emit(event.name, event.payload as never);
}
