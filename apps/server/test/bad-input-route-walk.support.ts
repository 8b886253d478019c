import diagnostics from 'node:diagnostics_channel';
import { TOKEN_BUNDLE_KEYS } from '@app/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { createEvent } from '../src/factories/events';
import { createItem } from '../src/factories/items';
import { createUser } from '../src/factories/users';
import { grantTokens } from '../src/features/tokens/tokens.ledger';
import type { Queryable } from '../src/platform/database/client';
import { conversations, invoices, notifications, type UserRow } from '../src/platform/database/schema';
import { multipartBody, SAMPLE_FILES } from './setup/multipart';
import { createTestApp, type TestApp } from './setup/test-app';
import { answered, postedNeed } from './support/needs.test-support';

/**
 * Tables a refused call may still write: rate-limit counters count attempts (ignored), and a
 * session's last-seen time is touched when its cookie is read (only the row count is compared).
 */
const IGNORED_TABLES = new Set(['rate_limit_counters']);
const COUNT_ONLY_TABLES = new Set(['sessions']);
// users.last_active_at moves when a session is used (signing in, reading): activity, not a write.

/** Both drivers (PGlite and node-postgres) answer raw SQL with `{rows}`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A cheap picture of the whole database: for every table in the public schema, its row count and a
 * sum of per-row hashes, so an insert, update or delete anywhere shows up as a difference.
 */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const parts = tables
    .filter(({ name }) => !IGNORED_TABLES.has(name))
    .map(({ name }) => {
      const hash = COUNT_ONLY_TABLES.has(name)
        ? sql`'-'`
        : sql`coalesce(sum(hashtext((to_jsonb(row_data) - 'last_active_at')::text)::bigint), 0)::text`;
      return sql`select ${name} as name, count(*)::text || ':' || ${hash} as print from ${sql.identifier(name)} row_data`;
    });
  if (parts.length === 0) return {};
  const result = rowsOf<{ name: string; print: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(result.map((row) => [row.name, row.print]));
}

/** The parts of a JSON Schema the walk reads (zod's z.toJSONSchema output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface WalkRoute {
  method: string;
  url: string;
  /** Path parameter names, in order (`*` for a wildcard). */
  params: string[];
  querystring: JsonSchema | null;
  /** One entry per alternative of the body schema (a discriminated union has several). */
  bodyVariants: JsonSchema[] | null;
}

function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

function toRoutes(options: RouteOptions): WalkRoute[] {
  const methods = (Array.isArray(options.method) ? options.method : [options.method]).filter(
    (method) => method !== 'HEAD',
  );
  const schema = (options.schema ?? {}) as { querystring?: unknown; body?: unknown };
  const body = toJsonSchema(schema.body);
  const params = [...options.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  return methods.map((method) => ({
    method,
    url: options.url,
    params,
    querystring: toJsonSchema(schema.querystring),
    bodyVariants: body ? (body.oneOf ?? body.anyOf ?? [body]) : null,
  }));
}

export interface World {
  admin: UserRow;
  donor: UserRow;
  nonprofit: UserRow;
  pendingNonprofit: UserRow;
  itemId: number;
  eventId: number;
  requestId: number;
  invoiceId: number;
  conversationId: number;
  documentId: number;
  /** An item picture uploaded by a donor who is none of the callers, so no walked call may delete it. */
  imagePublicId: string;
  checkoutSessionId: string;
  notificationOf: Map<number, number>;
  /** An open need of the nonprofit, and the donor's answer to it, still waiting. */
  needId?: number;
  needOfferId?: number;
}

export interface WalkApp {
  t: TestApp;
  routes: WalkRoute[];
  world: World;
}

/**
 * A test app whose every route is collected as it is registered: a subscriber to Fastify's
 * initialization channel adds an onRoute hook to the instance before any feature registers, so
 * routes added later (by any feature) are walked without editing this list.
 */
export async function createWalkApp(): Promise<WalkApp> {
  const { t, routes } = await createAppCollectingRoutes();
  const world = await buildWorld(t);
  return { t, routes, world };
}

/** A test app and every route it registered, with their schemas (shared with the authorization walk). */
export async function createAppCollectingRoutes(): Promise<{ t: TestApp; routes: WalkRoute[] }> {
  const routes: WalkRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options) => {
      routes.push(...toRoutes(options));
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  let t: TestApp;
  try {
    t = await createTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
  return { t, routes };
}

/** One row of each kind the routes name by id, made through the API where that is how rows appear. */
async function buildWorld(t: TestApp): Promise<World> {
  const db = t.ctx.db;
  const admin = await createUser(db, { role: 'admin' });
  const donor = await createUser(db, { role: 'donor', companyName: 'Walk Giving' });
  const nonprofit = await createUser(db, { role: 'nonprofit', approvalStatus: 'approved' });
  const pendingNonprofit = await createUser(db, { role: 'nonprofit' });
  await db.transaction((tx) => grantTokens(tx, nonprofit.id, 500, 'purchase', 'Walk purchase'));
  const item = await createItem(db, { donorId: donor.id, quantity: 5 });
  await createItem(db, { donorId: donor.id, quantity: 5 });
  const event = await createEvent(db, { nonprofitId: nonprofit.id });

  const expectOk = (response: { statusCode: number; body: string }, what: string) => {
    if (response.statusCode >= 300)
      throw new Error(`walk setup: ${what} answered ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as Record<string, unknown>;
  };
  const created = expectOk(
    await t.request({
      method: 'POST',
      url: `/api/requests?nonprofit_id=${nonprofit.id}`,
      as: nonprofit,
      payload: { item_id: item.id, quantity_requested: 1, event_id: event.id },
    }),
    'create request',
  );
  const requestId = (created.request as { id: number }).id;
  expectOk(
    await t.request({
      method: 'POST',
      url: `/api/requests/${requestId}/respond?donor_id=${donor.id}&action=approve`,
      as: donor,
      payload: {},
    }),
    'approve request',
  );
  const purchase = expectOk(
    await t.request({
      method: 'POST',
      url: '/api/stripe-token-purchase',
      as: nonprofit,
      payload: { bundle_key: TOKEN_BUNDLE_KEYS[0], nonprofit_id: nonprofit.id },
    }),
    'start token purchase',
  );
  const upload = multipartBody([{ filename: 'letter.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf }]);
  const document = expectOk(
    await t.request({
      method: 'POST',
      url: '/api/documents/upload',
      as: nonprofit,
      payload: upload.payload,
      headers: upload.headers,
    }),
    'upload document',
  );
  const imageOwner = await createUser(db, { role: 'donor' });
  const picture = multipartBody([{ filename: 'chair.png', contentType: 'image/png', data: SAMPLE_FILES.png }]);
  const image = expectOk(
    await t.request({
      method: 'POST',
      url: '/api/items/upload-image',
      as: imageOwner,
      payload: picture.payload,
      headers: picture.headers,
    }),
    'upload item image',
  );

  const needId = await postedNeed(t, nonprofit);
  const { offerId: needOfferId } = await answered(t, donor, needId);

  const [invoice] = await db.select({ id: invoices.id }).from(invoices).orderBy(asc(invoices.id)).limit(1);
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .orderBy(asc(conversations.id))
    .limit(1);
  const notificationOf = new Map<number, number>();
  for (const user of [admin, donor, nonprofit]) {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .limit(1);
    if (row) notificationOf.set(user.id, row.id);
    // Made now: the harness creates a session on a user's first call, which is no write of the call's.
    await t.sessionFor(user);
  }
  return {
    admin,
    donor,
    nonprofit,
    pendingNonprofit,
    itemId: item.id,
    eventId: event.id,
    requestId,
    invoiceId: invoice?.id ?? 1,
    conversationId: conversation?.id ?? 1,
    documentId: (document as { id: number }).id,
    imagePublicId: String(image.public_id),
    checkoutSessionId: String(purchase.session_id),
    notificationOf,
    needId,
    needOfferId,
  };
}

export type Caller = UserRow | undefined;
export const callersOf = (world: World): [string, Caller][] => [
  ['anonymous', undefined],
  ['admin', world.admin],
  ['donor', world.donor],
  ['approved nonprofit', world.nonprofit],
];
