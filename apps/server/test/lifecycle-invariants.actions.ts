import { deliveryMethodsOffered, DELIVERY_METHODS, SANDBOX_CARDS } from '@app/shared';
import fc from 'fast-check';

/**
 * One step of a sequence. Requests, items and checkouts are named by index into what the sequence
 * has created so far (taken modulo the count), so a shrunk sequence still points at something.
 */
export type Action =
  | { kind: 'request'; item: number; quantity: number }
  | { kind: 'batch'; quantities: [number, number] }
  | { kind: 'cancel'; req: number }
  | { kind: 'approve'; req: number }
  | { kind: 'decline'; req: number }
  | { kind: 'expire'; req: number }
  | { kind: 'method'; req: number; choice: number; offeredOnly: boolean }
  | { kind: 'checkout'; req: number; via: 'session' | 'payNow'; allRequests: boolean; then: CardOutcome | 'leave open' }
  | { kind: 'card'; session: number; outcome: 'paid' | 'declined' }
  | { kind: 'pickup'; req: number }
  | { kind: 'markSent'; req: number; tracking: boolean }
  | { kind: 'confirm'; req: number; status: 'received' | 'not_received' }
  | { kind: 'intrude'; actor: Intruder; op: IntruderOp; req: number; claimVictim: boolean };

/**
 * Who tries an action that is not theirs: a nonprofit or donor from outside the sequence, nobody
 * signed in, or the sequence's own parties in each other's role (the nonprofit deciding, the donor
 * of the other item, the donor cancelling or confirming).
 */
export type CardOutcome = 'paid' | 'declined';

export type Intruder = 'otherNonprofit' | 'otherDonor' | 'anonymous' | 'swapped';
export type IntruderOp =
  | 'cancel'
  | 'approve'
  | 'decline'
  | 'method'
  | 'checkout'
  | 'payNow'
  | 'pickup'
  | 'markSent'
  | 'received'
  | 'notReceived';

const req = fc.nat({ max: 5 });

const withDescription = (action: Action): Action =>
  Object.assign(action, { [fc.toStringMethod]: () => describeAction(action) });

const requestArb = fc.record({
  kind: fc.constant('request' as const),
  item: fc.nat({ max: 1 }),
  quantity: fc.constantFrom(1, 1, 1, 2, 3),
});
const batchArb = fc.record({
  kind: fc.constant('batch' as const),
  quantities: fc.tuple(fc.constantFrom(1, 1, 2), fc.constantFrom(1, 1, 2)),
});

/** Every sequence opens with a request (single or batch): without one no other step has a target. */
export const openingArb: fc.Arbitrary<Action> = fc
  .oneof({ weight: 3, arbitrary: requestArb }, { weight: 1, arbitrary: batchArb })
  .map(withDescription);

export const actionArb: fc.Arbitrary<Action> = fc
  .oneof(
    { weight: 3, arbitrary: requestArb },
    { weight: 1, arbitrary: batchArb },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel'), req }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('approve'), req }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('decline'), req }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire'), req }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('method'), req, choice: fc.nat({ max: 2 }), offeredOnly: fc.boolean() }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('checkout'),
        req,
        via: fc.constantFrom('session' as const, 'payNow' as const),
        allRequests: fc.boolean(),
        // Mostly paid at once, as a user does; sometimes declined or left open for a later step.
        then: fc.constantFrom<CardOutcome | 'leave open'>('paid', 'paid', 'paid', 'declined', 'leave open'),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('card'),
        session: fc.nat({ max: 3 }),
        outcome: fc.constantFrom('paid' as const, 'paid' as const, 'declined' as const),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('pickup'), req }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('markSent'), req, tracking: fc.boolean() }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('confirm'),
        req,
        status: fc.constantFrom('received' as const, 'received' as const, 'not_received' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('intrude'),
        actor: fc.constantFrom<Intruder>('otherNonprofit', 'otherDonor', 'anonymous', 'swapped'),
        op: fc.constantFrom<IntruderOp>(
          'cancel',
          'approve',
          'decline',
          'method',
          'checkout',
          'payNow',
          'pickup',
          'markSent',
          'received',
          'notReceived',
        ),
        req,
        claimVictim: fc.boolean(),
      }),
    },
  )
  .map(withDescription);

/** A short line per step, used for the counterexample and the failure trace. */
export function describeAction(action: Action): string {
  switch (action.kind) {
    case 'request':
      return `nonprofit requests ${action.quantity} of item#${action.item}`;
    case 'batch':
      return `nonprofit batch-requests ${action.quantities[0]} of item#0 and ${action.quantities[1]} of item#1`;
    case 'cancel':
    case 'approve':
    case 'decline':
    case 'expire':
    case 'pickup':
      return `${action.kind} req#${action.req}`;
    case 'method':
      return `nonprofit picks method choice ${action.choice} (${action.offeredOnly ? 'offered' : 'any'}) for req#${action.req}`;
    case 'checkout':
      return `nonprofit starts checkout via ${action.via} for ${action.allRequests ? 'all requests' : `req#${action.req}`}, card ${action.then}`;
    case 'card':
      return `card ${action.outcome} on session#${action.session}`;
    case 'markSent':
      return `donor marks req#${action.req} sent${action.tracking ? ' with tracking' : ''}`;
    case 'confirm':
      return `nonprofit confirms req#${action.req} ${action.status}`;
    case 'intrude':
      return `${action.actor} tries ${action.op} on req#${action.req}${action.claimVictim ? ' naming the owner' : ''}`;
  }
}

/** The method a `method` action asks for: among the item's options, or any method to probe refusals. */
export function methodFor(action: { choice: number; offeredOnly: boolean }, options: readonly string[]): string {
  const offered = deliveryMethodsOffered(options as Parameters<typeof deliveryMethodsOffered>[0]);
  const pool = action.offeredOnly && offered.length > 0 ? offered : [...DELIVERY_METHODS];
  return pool[action.choice % pool.length]!;
}

export const cardNumber = (outcome: CardOutcome) => (outcome === 'paid' ? SANDBOX_CARDS.paid : SANDBOX_CARDS.declined);

/** Pick the index'th of what exists, or nothing yet. */
export const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];
