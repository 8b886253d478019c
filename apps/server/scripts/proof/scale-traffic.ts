import { ITEM_SORTS, SANDBOX_CARDS } from '@app/shared';
import { sleep } from './figures';
import { call, type CallOptions, type Outcome } from './http-client';
import { recordSource, withReadMark, type ReplicaReads } from './scale-replica-reads';
import { UPSTREAM_HEADER } from './scale-proxy';
import type { Pair } from './scale-seed';

export interface Sent {
  messageId: number;
  /** The instance the message was posted through. */
  upstream: number;
  at: number;
  lane: number;
}

export interface Traffic {
  outcomes: { path: string; outcome: Outcome }[];
  sent: Sent[];
  /** Checkout sessions paid, whose tokens must be credited once. */
  paidSessions: string[];
}

export interface Lane {
  pair: Pair;
  nonprofitCookie: string;
  donorCookie: string;
}

const SEARCHES = ['desk', 'laptop', 'paper', 'chairs', 'coats', 'kits', 'lapotp', ''];
const SORTS = ITEM_SORTS;
// 20 chat messages a minute per user (CHAT_RULES): one every 4 s stays under it.
const CHAT_EVERY_MS = 4000;

const json = <T>(outcome: Outcome): T | undefined => {
  try {
    return JSON.parse(outcome.body) as T;
  } catch {
    return undefined;
  }
};

/**
 * Mixed traffic through the proxy until `until`: each lane browses, requests one of its donor's
 * items, has the donor approve it, posts in the request's chat and, every few rounds, buys tokens
 * through the sandbox checkout. With `replicaReads` (the replica form), each user keeps the read
 * mark its writes answer with, as a browser does, reads its dashboard right after its request or
 * approval, and every marketplace and dashboard read's server is counted.
 */
export async function runTraffic(
  base: string,
  lanes: Lane[],
  until: number,
  replicaReads?: ReplicaReads,
): Promise<Traffic> {
  const traffic: Traffic = { outcomes: [], sent: [], paidSessions: [] };
  const send = async (path: string, options: CallOptions = {}) => {
    const outcome = await call(base, path, { timeoutMs: 15_000, ...options });
    traffic.outcomes.push({ path: path.split('?')[0]!.replace(/\/[^/]*\d[^/]*/g, '/:id'), outcome });
    return outcome;
  };
  /** The user's dashboard right after its own write: it must show `sawWrite`. */
  const readOwnWrite = async (path: string, cookie: string, sawWrite: (body: unknown) => boolean) => {
    if (!replicaReads) return;
    const read = await send(path, { cookie });
    const source = recordSource(replicaReads, read);
    replicaReads.ownWrites.push({ sawWrite: read.status === 200 && sawWrite(json(read)), source });
  };
  const lane = async (signedIn: Lane, index: number) => {
    const { pair } = signedIn;
    let { nonprofitCookie, donorCookie } = signedIn;
    const nonprofitId = pair.nonprofit.id;
    let lastChat = -Infinity;
    for (let round = 0; performance.now() < until; round += 1) {
      const search = SEARCHES[(index + round) % SEARCHES.length]!;
      const browsed = [
        await send(`/api/items?search=${search}&sort_by=${SORTS[round % SORTS.length]}&page=${1 + (round % 2)}`),
        await send(`/api/items?category=Electronics&page=${1 + (round % 3)}`, { cookie: nonprofitCookie }),
      ];
      if (replicaReads) browsed.forEach((outcome) => recordSource(replicaReads, outcome));
      const created = await send(`/api/requests?nonprofit_id=${nonprofitId}`, {
        cookie: nonprofitCookie,
        json: { item_id: pair.itemIds[round % pair.itemIds.length], quantity_requested: 1, message: `Round ${round}` },
      });
      const requestId = json<{ request: { id: number } }>(created)?.request.id;
      if (requestId && replicaReads) {
        nonprofitCookie = withReadMark(nonprofitCookie, created);
        await readOwnWrite(`/api/dashboard/nonprofit/${nonprofitId}/detailed`, nonprofitCookie, (body) =>
          Boolean((body as { requests?: { id: number }[] }).requests?.some((entry) => entry.id === requestId)),
        );
      }
      if (requestId) {
        const approved = await send(`/api/requests/${requestId}/respond?donor_id=${pair.donor.id}&action=approve`, {
          cookie: donorCookie,
          json: {},
        });
        if (replicaReads && approved.status < 300) {
          donorCookie = withReadMark(donorCookie, approved);
          await readOwnWrite(`/api/dashboard/donor/${pair.donor.id}/detailed`, donorCookie, (body) =>
            Boolean(
              (body as { incoming_requests?: { id: number; status: string }[] }).incoming_requests?.some(
                (entry) => entry.id === requestId && entry.status === 'approved',
              ),
            ),
          );
        }
      }
      if (requestId && performance.now() - lastChat >= CHAT_EVERY_MS) {
        lastChat = performance.now();
        const list = await send('/api/chat/conversations', { cookie: nonprofitCookie });
        const conversation = json<{ conversations: { id: number; request_id: number }[] }>(list)?.conversations.find(
          (entry) => entry.request_id === requestId,
        );
        if (conversation) {
          const posted = await send(`/api/chat/conversations/${conversation.id}/messages`, {
            cookie: nonprofitCookie,
            json: { message: `Pickup for request ${requestId}?` },
          });
          const messageId = json<{ id: number }>(posted)?.id;
          if (posted.status === 201 && messageId) {
            const upstream = Number(posted.headers[UPSTREAM_HEADER]);
            traffic.sent.push({ messageId, upstream, at: performance.now(), lane: index });
          }
        }
      }
      if (round % 4 === index % 4) await pay(send, nonprofitId, nonprofitCookie, base, traffic);
    }
  };
  await Promise.all(lanes.map(lane));
  return traffic;
}

type Send = (path: string, options?: CallOptions) => Promise<Outcome>;

async function pay(send: Send, nonprofitId: number, cookie: string, base: string, traffic: Traffic): Promise<void> {
  const started = await send('/api/stripe-token-purchase', {
    cookie,
    json: { bundle_key: 'starter', nonprofit_id: nonprofitId, origin_url: base },
  });
  const sessionId = json<{ session_id: string }>(started)?.session_id;
  if (!sessionId) return;
  const paid = await send(`/api/sandbox-checkout/${sessionId}/pay`, {
    cookie,
    json: { cardholder_name: 'Proof Payer', card_number: SANDBOX_CARDS.paid, expiry: '12/34', cvc: '123' },
  });
  if (paid.status !== 200) return;
  traffic.paidSessions.push(sessionId);
  for (let poll = 0; poll < 20; poll += 1) {
    const status = await send(`/api/stripe-payment-status/${sessionId}`, { cookie });
    if (json<{ payment_status: string }>(status)?.payment_status === 'paid') return;
    await sleep(100);
  }
}
