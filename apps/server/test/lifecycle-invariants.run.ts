import { and, desc, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expireOverdueRequests } from '../src/features/requests/requests.expiry';
import { card } from './support/payments.test-support';
import { makeOverdue } from './support/requests.test-support';
import { invoices, type ItemRow, type UserRow } from '../src/platform/database/schema';
import type { State } from './lifecycle-invariants.checks';
import type { TestApp } from './setup/test-app';
import {
  cardNumber,
  type CardOutcome,
  methodFor,
  pick,
  type Action,
  type Intruder,
  type IntruderOp,
} from './lifecycle-invariants.actions';
import { itemOf, type Outsiders, type World } from './lifecycle-invariants.world';

/** What a step did: the HTTP answer (none when there was nothing to act on), and who acted. */
export interface StepResult {
  status: number | 'skipped' | 'job';
  /** The request the step acted on, with its state before the step, for the trace. */
  target?: string;
  /** What followed within the step (the card on a checkout just opened), for the trace. */
  note?: string;
  body: string;
  /** The answer went to the sequence's nonprofit, so it counts as one of its views. */
  toNonprofit: boolean;
}

const skipped: StepResult = { status: 'skipped', body: '', toNonprofit: false };

const answer = (response: LightMyRequestResponse, toNonprofit: boolean): StepResult => ({
  status: response.statusCode,
  body: response.body,
  toNonprofit,
});

/** The request's current invoice: the live one, else the newest (void) one, so Pay Now can probe it. */
async function invoiceIdOf(t: TestApp, requestId: number): Promise<number | undefined> {
  const [live] = await t.ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.requestId, requestId), ne(invoices.status, 'void')));
  if (live) return live.id;
  const [latest] = await t.ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.requestId, requestId))
    .orderBy(desc(invoices.id))
    .limit(1);
  return latest?.id;
}

/** The hosted checkout page is anonymous, as Stripe's is. */
const payCard = (t: TestApp, sessionId: string, outcome: CardOutcome) =>
  t.request({ method: 'POST', url: `/api/sandbox-checkout/${sessionId}/pay`, payload: card(cardNumber(outcome)) });

/** The calls each role makes, by whoever is told to make them. */
function calls(t: TestApp) {
  const post = (url: string, as: UserRow | undefined, payload?: object) =>
    t.request({ method: 'POST', url, as, ...(payload ? { payload } : {}) });
  return {
    respond: (as: UserRow | undefined, id: number, donorId: number, action: 'approve' | 'decline') =>
      post(`/api/requests/${id}/respond?donor_id=${donorId}&action=${action}`, as, {}),
    cancel: (as: UserRow | undefined, id: number, nonprofitId: number) =>
      post(`/api/requests/${id}/cancel?nonprofit_id=${nonprofitId}`, as),
    method: (as: UserRow | undefined, id: number, nonprofitId: number, method: string) =>
      post(`/api/requests/${id}/delivery-method?nonprofit_id=${nonprofitId}`, as, { delivery_method: method }),
    pickup: (as: UserRow | undefined, id: number, nonprofitId: number) =>
      post(`/api/requests/${id}/coordinate-pickup?nonprofit_id=${nonprofitId}`, as, {}),
    markSent: (as: UserRow | undefined, id: number, donorId: number, payload: object) =>
      post(`/api/requests/${id}/mark-sent?donor_id=${donorId}`, as, payload),
    confirm: (as: UserRow | undefined, id: number, status: 'received' | 'not_received') =>
      post(`/api/confirm-delivery/${id}?status=${status}`, as, {}),
    checkout: (as: UserRow | undefined, requestIds: number[], userId?: number) =>
      post('/api/payments/checkout/session', as, {
        request_ids: requestIds,
        ...(userId ? { metadata: { user_id: userId } } : {}),
      }),
    payNow: (as: UserRow | undefined, invoiceId: number, nonprofitId?: number) =>
      post(`/api/payments/${invoiceId}/pay`, as, nonprofitId ? { nonprofit_id: nonprofitId } : {}),
  };
}

/**
 * Which request a step acts on: the index'th among those in a state where the step makes sense,
 * so sequences reach payment and delivery often; when none is, among all of them, to probe the
 * refusals.
 */
const USEFUL_IN: Partial<Record<Action['kind'], string[]>> = {
  cancel: ['pending'],
  approve: ['pending', 'declined'],
  decline: ['pending', 'approved'],
  expire: ['pending'],
  method: ['approved'],
  checkout: ['approved'],
  pickup: ['approved'],
  markSent: ['approved'],
  confirm: ['approved'],
  // Intruders aim at live requests, where a wrongly allowed call would do the most harm.
  intrude: ['approved', 'pending'],
};

function targetOf(state: State, action: Action & { req: number }) {
  const useful = USEFUL_IN[action.kind] ?? [];
  const candidates = state.requestRows.filter((row) => useful.includes(row.status));
  return pick(candidates.length > 0 ? candidates : state.requestRows, action.req);
}

/** Runs one step by its rightful actor, or by an intruder for `intrude`. */
export async function runAction(
  t: TestApp,
  world: World,
  outsiders: Outsiders,
  action: Action,
  state: State,
): Promise<StepResult> {
  const np = world.nonprofit;
  if (action.kind === 'request') {
    const response = await t.request({
      method: 'POST',
      url: `/api/requests?nonprofit_id=${np.id}`,
      payload: { item_id: world.itemIds[action.item % world.itemIds.length], quantity_requested: action.quantity },
      as: np,
    });
    if (response.statusCode === 201) world.requestIds.push(response.json().request.id);
    return answer(response, true);
  }
  if (action.kind === 'batch') {
    const response = await t.request({
      method: 'POST',
      url: `/api/requests/batch?nonprofit_id=${np.id}`,
      payload: {
        items: world.itemIds.map((itemId, index) => ({
          item_id: itemId,
          quantity_requested: action.quantities[index],
        })),
      },
      as: np,
    });
    if (response.statusCode === 201) {
      for (const created of response.json().requests as { id: number }[]) world.requestIds.push(created.id);
    }
    return answer(response, true);
  }
  if (action.kind === 'card') {
    const sessionId = pick(world.sessionIds, action.session);
    if (!sessionId) return skipped;
    return answer(await payCard(t, sessionId, action.outcome), false);
  }

  const target = targetOf(state, action);
  if (target === undefined) return skipped;
  const requestId = target.id;
  const { donor, row: item } = itemOf(world, target.itemId);
  const described = `request ${requestId} ${target.status}`;
  const result = await runOnRequest(t, world, outsiders, action, requestId, donor, item);
  return { ...result, target: described };
}

async function runOnRequest(
  t: TestApp,
  world: World,
  outsiders: Outsiders,
  action: Exclude<Action, { kind: 'request' | 'batch' | 'card' }>,
  requestId: number,
  donor: UserRow,
  item: ItemRow,
): Promise<StepResult> {
  const api = calls(t);
  const np = world.nonprofit;
  switch (action.kind) {
    case 'cancel':
      return answer(await api.cancel(np, requestId, np.id), true);
    case 'approve':
    case 'decline':
      return answer(await api.respond(donor, requestId, donor.id, action.kind), false);
    case 'expire': {
      await makeOverdue(t.ctx.db, requestId);
      const expired = await expireOverdueRequests(t.ctx);
      return { status: 'job', body: `expired ${JSON.stringify(expired)}`, toNonprofit: false };
    }
    case 'method':
      return answer(await api.method(np, requestId, np.id, methodFor(action, item.shippingOptions)), true);
    case 'checkout': {
      let response: LightMyRequestResponse;
      let sessionId: string | undefined;
      if (action.via === 'session') {
        response = await api.checkout(np, action.allRequests ? world.requestIds : [requestId]);
        if (response.statusCode === 200) sessionId = response.json().payment_details.session_id;
      } else {
        const invoiceId = await invoiceIdOf(t, requestId);
        if (invoiceId === undefined) return skipped;
        response = await api.payNow(np, invoiceId);
        if (response.statusCode === 200) sessionId = response.json().session_id;
      }
      const started = answer(response, true);
      if (!sessionId) return started;
      world.sessionIds.push(sessionId);
      if (action.then === 'leave open') return started;
      const paid = await payCard(t, sessionId, action.then);
      // A server error on the card page fails the step like one on the checkout would.
      return {
        ...started,
        status: paid.statusCode >= 500 ? paid.statusCode : started.status,
        note: `card ${paid.statusCode}`,
      };
    }
    case 'pickup':
      return answer(await api.pickup(np, requestId, np.id), true);
    case 'markSent':
      return answer(
        await api.markSent(
          donor,
          requestId,
          donor.id,
          action.tracking ? { tracking_number: '1Z999AA10123456784' } : {},
        ),
        false,
      );
    case 'confirm':
      return answer(await api.confirm(np, requestId, action.status), true);
    case 'intrude':
      return intrude(t, world, outsiders, action.actor, action.op, requestId, item.id, action.claimVictim);
  }
}

/** An action by someone who may not take it: it must be refused and leave everything untouched. */
async function intrude(
  t: TestApp,
  world: World,
  outsiders: Outsiders,
  actor: Intruder,
  op: IntruderOp,
  requestId: number,
  itemId: number,
  claimVictim: boolean,
): Promise<StepResult> {
  const api = calls(t);
  const owner = (world.items.find((entry) => entry.row.id === itemId) ?? world.items[0]!).donor;
  const np = world.nonprofit;
  const otherSequenceDonor = world.items.find((entry) => entry.donor.id !== owner.id)?.donor ?? outsiders.donor;
  const donorOps: IntruderOp[] = ['approve', 'decline', 'markSent'];
  const isDonorOp = donorOps.includes(op);
  const as: UserRow | undefined =
    actor === 'anonymous'
      ? undefined
      : actor === 'otherNonprofit'
        ? outsiders.nonprofit
        : actor === 'otherDonor'
          ? outsiders.donor
          : // In each other's role: the nonprofit decides or ships, the other donor cancels or pays.
            isDonorOp
            ? otherSequenceDonor.id === outsiders.donor.id
              ? np
              : otherSequenceDonor
            : owner;
  // The id in the query: the intruder's own, or the rightful party's as if impersonating it.
  const donorId = claimVictim || !as ? owner.id : as.id;
  const nonprofitId = claimVictim || !as ? np.id : as.id;
  let response: LightMyRequestResponse;
  switch (op) {
    case 'cancel':
      response = await api.cancel(as, requestId, nonprofitId);
      break;
    case 'approve':
    case 'decline':
      response = await api.respond(as, requestId, donorId, op);
      break;
    case 'method':
      response = await api.method(as, requestId, nonprofitId, 'pickup');
      break;
    case 'checkout':
      response = await api.checkout(as, [requestId], claimVictim ? np.id : undefined);
      break;
    case 'payNow': {
      const invoiceId = await invoiceIdOf(t, requestId);
      if (invoiceId === undefined) return skipped;
      response = await api.payNow(as, invoiceId, claimVictim ? np.id : undefined);
      break;
    }
    case 'pickup':
      response = await api.pickup(as, requestId, nonprofitId);
      break;
    case 'markSent':
      response = await api.markSent(as, requestId, donorId, {});
      break;
    case 'received':
    case 'notReceived':
      response = await api.confirm(as, requestId, op === 'received' ? 'received' : 'not_received');
      break;
  }
  return answer(response, false);
}
