import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { requests, type RequestRow } from '#src/platform/database/schema';
import type { EventBus } from '#src/platform/events';
import { lockRequestInvoice } from '#src/features/invoices';
import { lockNonprofit } from '#src/features/tokens';
import { lockItems } from '#src/features/items';
import { REFUSALS, refuseAccess } from './refusals';
import { deriveState } from './state';
import { TRANSITIONS } from './transitions';
import {
  SKIP,
  type Actor,
  type ActorKind,
  type Command,
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

function mayAct(actor: Actor, who: ActorKind[], request: Pick<RequestRow, 'nonprofitId' | 'donorId'>): boolean {
  if (!who.includes(actor.kind)) return false;
  if (actor.kind === 'nonprofit') return request.nonprofitId === actor.id;
  if (actor.kind === 'donor') return request.donorId === actor.id;
  return true;
}

/**
 * Runs one command of the lifecycle table inside the caller's transaction: takes the locks in the
 * order every writer keeps (the nonprofit's users row, the items by id, the request, its invoice;
 * see lockNonprofit), derives the state, picks the row serving the command from it, checks the
 * actor and the guards, then runs the effects. Any refusal throws before commit, so nothing changes.
 */
export async function runTransition(tx: Transaction, call: TransitionCall): Promise<TransitionResult> {
  const refusals = REFUSALS[call.command];
  const rows = TRANSITIONS.filter((row) => row.command === call.command);
  const ctx = await load(tx, call);
  const { request } = ctx;
  const row = rows.find((candidate) => candidate.from.includes(ctx.state));
  if (!row) {
    const refusal = refusals.wrongState(ctx.state, request!);
    if (refusal === SKIP) return { changed: false, events: [] };
    throw refusal;
  }
  if (request ? !mayAct(call.actor, row.who, request) : !row.who.includes(call.actor.kind)) {
    throw refuseAccess(refusals, 'forbidden', request?.id ?? 0);
  }
  for (const guard of row.guards) {
    const verdict = await guard(ctx);
    if (verdict === SKIP) return { changed: false, events: [] };
    if (verdict) throw verdict;
  }
  if (call.checkOnly) return { changed: false, events: [] };
  for (const effect of row.effects) await effect(ctx);
  const events = row.emits.map((name) => eventOf(name, ctx));
  return { changed: true, events, ...ctx.out };
}

async function load(tx: Transaction, call: TransitionCall): Promise<TransitionContext> {
  const input = call.input ?? {};
  const base = { tx, actor: call.actor, input, out: {} };
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
