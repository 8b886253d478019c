import { sql } from 'drizzle-orm';
import { grantTokens } from '../src/features/tokens';
import type { Database } from '../src/platform/database/client';
import { random } from './bench-catalogue';
import type { Operation } from './bench-admin-calls';
import { BENCH_ORIGIN } from './bench-admin-server';
import { sessionCookie } from './bench-viewers';

/**
 * Writes while the admin benchmark reads, as real traffic does: nonprofits request items, donors
 * approve or decline them, and admins edit requests, items and deliveries through the admin calls
 * that exist (found in the OpenAPI document). One write at a time, `perSecond` a second.
 */

export interface WriteResults {
  /** Per kind of write: answers by status code. */
  byKind: Map<string, Map<number, number>>;
  /** Per kind of write: the first refusal's status and detail. */
  refusals: Map<string, string>;
}

interface Actor {
  id: number;
  cookie: string;
}

type Rows<T> = { rows: T[] };

const WRITER_NONPROFITS = 4;
const WRITER_TOKENS = 100_000;

/** An admin write the benchmark can make: its path and the body it sends for one id. */
interface AdminWrite {
  kind: string;
  path: string;
  ids: number[];
  body: (rng: ReturnType<typeof random>) => Record<string, unknown>;
}

const hasField = (operation: Operation, field: string) =>
  Boolean((operation.body?.properties as Record<string, unknown> | undefined)?.[field]);

function adminWrites(puts: Operation[], itemIds: number[], approvedIds: number[], requestIds: number[]): AdminWrite[] {
  const writes: AdminWrite[] = [];
  const find = (pattern: RegExp) => puts.find((operation) => pattern.test(operation.path));
  const request = find(/^\/api\/admin\/requests\/\{[a-z_]*id\}\/update$/);
  if (request && hasField(request, 'admin_note')) {
    writes.push({
      kind: 'admin request note',
      path: request.path,
      ids: requestIds,
      body: (rng) => ({ admin_note: `Bench note ${Math.floor(rng.next() * 1e6)}` }),
    });
  }
  const item = find(/^\/api\/admin\/items\/\{[a-z_]*id\}\/update$/);
  if (item && hasField(item, 'quantity')) {
    writes.push({
      kind: 'admin item quantity',
      path: item.path,
      ids: itemIds,
      body: (rng) => ({ quantity: 5 + Math.floor(rng.next() * 20) }),
    });
  }
  const delivery = puts.find(
    (operation) => /^\/api\/admin\/deliver/.test(operation.path) && /\{[a-z_]*id\}/.test(operation.path),
  );
  const noteField = delivery && ['delivery_notes', 'notes'].find((field) => hasField(delivery, field));
  if (delivery && noteField) {
    writes.push({
      kind: 'admin delivery notes',
      path: delivery.path,
      ids: approvedIds,
      body: () => ({ [noteField]: 'Called the carrier.' }),
    });
  }
  return writes;
}

export async function startWriters(options: {
  base: string;
  db: Database;
  admin: Actor;
  puts: Operation[];
  perSecond: number;
  seed: number;
}) {
  const { base, db, admin } = options;
  const rng = random(options.seed);
  // Approved nonprofits with tokens enough for the run, granted through the ledger's own command.
  const nonprofitRows = (await db.execute(sql`select id from users where role = 'nonprofit'
    and approval_status = 'approved' and email like 'bench-%' order by id limit ${WRITER_NONPROFITS}`)) as unknown as Rows<{
    id: number;
  }>;
  const nonprofits: Actor[] = [];
  for (const { id } of nonprofitRows.rows) {
    await db.transaction((tx) => grantTokens(tx, id, WRITER_TOKENS, 'purchase', 'Benchmark tokens'));
    nonprofits.push({ id, cookie: await sessionCookie(db, id) });
  }
  // Listed nationwide with plenty left, so every nonprofit may request them.
  const listed = (await db.execute(sql`select id from items where status in ('available', 'requested')
    and quantity >= 5 and donor_scope = 'nationwide' order by id desc limit 2000`)) as unknown as Rows<{ id: number }>;
  const approved = (await db.execute(sql`select id from requests where status = 'approved'
    order by id desc limit 2000`)) as unknown as Rows<{ id: number }>;
  const recent = (await db.execute(sql`select id from requests order by id desc limit 5000`)) as unknown as Rows<{
    id: number;
  }>;
  const itemIds = listed.rows.map((row) => row.id);
  const writes = adminWrites(
    options.puts,
    itemIds,
    approved.rows.map((row) => row.id),
    recent.rows.map((row) => row.id),
  );
  const donorCookies = new Map<number, string>();
  const pending: { id: number; donorId: number }[] = [];
  const results: WriteResults = { byKind: new Map(), refusals: new Map() };
  const count = (kind: string, status: number) => {
    const statuses = results.byKind.get(kind) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    results.byKind.set(kind, statuses);
  };
  const send = async (kind: string, method: string, path: string, cookie: string, body?: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { origin: BENCH_ORIGIN, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => undefined);
    count(kind, answer?.status ?? 0);
    if (answer && !answer.ok && !results.refusals.has(kind)) {
      results.refusals.set(kind, `${answer.status} ${method} ${path}: ${(await answer.text()).slice(0, 200)}`);
    }
    return answer?.ok ? ((await answer.json()) as Record<string, unknown>) : undefined;
  };

  const writeOnce = async (turn: number) => {
    const slot = turn % (3 + writes.length);
    if (slot >= 3) {
      const write = writes[slot - 3]!;
      const id = rng.pick(write.ids);
      await send(write.kind, 'PUT', write.path.replace(/\{[a-z_]*id\}/, String(id)), admin.cookie, write.body(rng));
    } else if (slot === 2 && pending.length > 0) {
      const decided = pending.shift()!;
      let cookie = donorCookies.get(decided.donorId);
      if (!cookie) donorCookies.set(decided.donorId, (cookie = await sessionCookie(db, decided.donorId)));
      const action = rng.next() < 0.7 ? 'approve' : 'decline';
      await send(
        `donor ${action}s`,
        'POST',
        `/api/requests/${decided.id}/respond?donor_id=${decided.donorId}&action=${action}`,
        cookie,
      );
    } else {
      const nonprofit = rng.pick(nonprofits);
      const made = await send('new request', 'POST', `/api/requests?nonprofit_id=${nonprofit.id}`, nonprofit.cookie, {
        item_id: rng.pick(itemIds),
        quantity_requested: 1,
      });
      const requestId = Number((made?.request as { id?: number } | undefined)?.id ?? made?.id);
      if (requestId) {
        const row = (await db.execute(sql`select donor_id from requests where id = ${requestId}`)) as unknown as Rows<{
          donor_id: number;
        }>;
        if (row.rows[0]) pending.push({ id: requestId, donorId: row.rows[0].donor_id });
      }
    }
  };

  let stopped = false;
  const loop = (async () => {
    for (let turn = 0; !stopped; turn++) {
      const began = performance.now();
      await writeOnce(turn);
      const wait = 1000 / options.perSecond - (performance.now() - began);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    adminWriteKinds: writes.map((write) => write.kind),
    async stop(): Promise<WriteResults> {
      stopped = true;
      await loop;
      return results;
    },
  };
}
