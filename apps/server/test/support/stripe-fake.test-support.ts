import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  expires_at: number;
  metadata: Record<string, string>;
}

export interface CreateCall {
  idempotencyKey: string | undefined;
  params: URLSearchParams;
}

/**
 * A stand-in for api.stripe.com on a loopback port (the machine is offline): enough of
 * /v1/checkout/sessions for the SDK to create, retrieve and expire sessions, honouring
 * Idempotency-Key as Stripe does.
 */
export interface FakeStripe {
  api: { host: string; port: number; protocol: 'http' };
  creates: CreateCall[];
  sessions: Map<string, FakeSession>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const creates: CreateCall[] = [];
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, FakeSession>();
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://localhost');
    const params = new URLSearchParams(await readBody(request));
    const match = /^\/v1\/checkout\/sessions(?:\/([\w-]+))?(\/expire)?$/.exec(url.pathname);
    if (!match) return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    const [, id, expire] = match;

    if (request.method === 'POST' && !id) {
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      creates.push({ idempotencyKey, params });
      const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (existing) return send(200, existing);
      counter += 1;
      const session: FakeSession = {
        id: `cs_test_${counter}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/cs_test_${counter}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        currency: params.get('line_items[0][price_data][currency]') ?? 'usd',
        expires_at: Number(params.get('expires_at')),
        metadata: {},
      };
      sessions.set(session.id, session);
      if (idempotencyKey) byKey.set(idempotencyKey, session);
      return send(200, session);
    }
    const session = id ? sessions.get(id) : undefined;
    if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    if (request.method === 'GET' && !expire) return send(200, session);
    if (request.method === 'POST' && expire) {
      if (session.status !== 'open') {
        return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } });
      }
      session.status = 'expired';
      return send(200, session);
    }
    return send(405, { error: { type: 'invalid_request_error', message: 'Method not allowed' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    creates,
    sessions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_offline_tests';

/** A checkout.session.* event as Stripe sends it, with its Stripe-Signature header. */
export function stripeSignedEvent(
  type: string,
  session: { id: string; payment_status: string; status?: string },
  timestamp = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2025-01-01',
    created: timestamp,
    livemode: false,
    type,
    data: { object: { object: 'checkout.session', status: 'complete', ...session } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET, timestamp });
  return { rawBody: Buffer.from(payload), signature };
}
