import type { UserRow } from '../src/platform/database/schema';
import type { World as BadInputWorld, WalkRoute } from './bad-input-route-walk.support';
import { objectFor, unwrap, valueFor, withQuery, type Context } from './bad-input-route-walk.values';
import type { AuthEntry, Role } from './authorization-walk.cases';
import type { AuthWorld, Party, PartyName } from './authorization-walk.world';
import { multipartBody, SAMPLE_FILES } from './setup/multipart';

/**
 * The requests of the authorization walk: who calls, and each route's path, query and body with
 * every id naming the other party's things (its victim).
 */

export interface Caller {
  label: string;
  role: Role;
  user?: UserRow;
  /** The parties the caller belongs to: their private text it may see. */
  own: PartyName[];
  victim: Party;
}

export function callersOf(world: AuthWorld): Caller[] {
  const { A, B } = world.parties;
  return [
    { label: 'anonymous', role: 'anonymous', own: [], victim: B },
    { label: 'pending nonprofit', role: 'pending', user: world.pending, own: [], victim: B },
    { label: 'nonprofit A', role: 'nonprofit', user: A.nonprofit, own: ['A'], victim: B },
    { label: 'nonprofit B', role: 'nonprofit', user: B.nonprofit, own: ['B'], victim: A },
    { label: 'donor A', role: 'donor', user: A.donor, own: ['A'], victim: B },
    { label: 'donor B', role: 'donor', user: B.donor, own: ['B'], victim: A },
    { label: 'admin', role: 'admin', user: world.admin, own: [], victim: B },
  ];
}

/**
 * How the ids are filled: all of them the victim's, or the account ids of the query and body the
 * caller's own (so a check that the named account is the caller passes, and the check that the
 * thing belongs to that account is the one tried).
 */
export type Variant = 'victim' | 'self-named';

export interface Probe {
  method: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

const ACCOUNT_FIELD = /^(nonprofit_id|donor_id|user_id|sender_id|admin_id)$/;

/** The victim's user an account id names. */
function victimUser(route: WalkRoute, entry: AuthEntry, caller: Caller): UserRow {
  const { victim } = caller;
  if (entry.user) return victim[entry.user];
  if (/\/nonprofit\//.test(route.url)) return victim.nonprofit;
  if (/\/donors?\//.test(route.url)) return victim.donor;
  return caller.role === 'donor' ? victim.donor : victim.nonprofit;
}

const requestOf = (entry: AuthEntry, victim: Party) =>
  entry.request === 'pending' ? victim.pendingRequestId : victim.approvedRequestId;

function pathParam(route: WalkRoute, name: string, entry: AuthEntry, caller: Caller): string {
  const { victim } = caller;
  const { url } = route;
  const user = victimUser(route, entry, caller);
  if (name === '*') return 'walk';
  if (name === 'request_id' || url.startsWith('/api/requests/:id')) return String(requestOf(entry, victim));
  if (name === 'paymentId') return String(victim.invoiceId);
  if (name === 'session' || name === 'sessionId' || url.includes('sandbox-checkout')) return victim.checkoutSessionId;
  if (name === 'public_id') return victim.imagePublicId;
  if (name === 'need_id') return String(victim.needId);
  if (name === 'offer_id') return String(victim.needOfferId);
  if (name === 'file') return `${victim.imagePublicId}.webp`;
  if (url.includes('/notifications/:id')) return String(victim.notificationOf.get(user.id));
  if (url.includes('/conversations/')) return String(victim.conversationId);
  if (url.includes('/documents/')) return String(victim.documentId);
  if (url.startsWith('/api/tax-packets/')) return String(victim.taxPacketId);
  if (url.startsWith('/api/listing-imports/')) return String(victim.listingImportId);
  if (url.includes('/items/')) return String(victim.itemId);
  if (url.includes('/events/')) return String(victim.eventId);
  return String(user.id);
}

/** The id a query or body field gets, or undefined for a field that names no row. */
function fieldId(name: string, route: WalkRoute, entry: AuthEntry, caller: Caller, variant: Variant) {
  const { victim } = caller;
  if (ACCOUNT_FIELD.test(name)) {
    if (variant === 'self-named') return caller.user!.id;
    if (name === 'nonprofit_id') return victim.nonprofit.id;
    if (name === 'donor_id') return victim.donor.id;
    return victimUser(route, entry, caller).id;
  }
  if (name === 'recipient_id' || name === 'target_id') return victimUser(route, entry, caller).id;
  if (name === 'item_id') return victim.itemId;
  if (name === 'event_id') return victim.eventId;
  if (/^request_ids?$/.test(name)) return requestOf(entry, victim);
  return undefined;
}

/** The bad-input walk's view of a world, pointed at the victim, so its value filler fills the victim's ids. */
function fillerContext(route: WalkRoute, entry: AuthEntry, caller: Caller, world: AuthWorld): Context {
  const { victim } = caller;
  const user = victimUser(route, entry, caller);
  const view: BadInputWorld = {
    admin: world.admin,
    donor: victim.donor,
    nonprofit: victim.nonprofit,
    pendingNonprofit: user,
    itemId: victim.itemId,
    eventId: victim.eventId,
    requestId: requestOf(entry, victim),
    invoiceId: victim.invoiceId,
    conversationId: victim.conversationId,
    documentId: victim.documentId,
    imagePublicId: victim.imagePublicId,
    checkoutSessionId: victim.checkoutSessionId,
    notificationOf: victim.notificationOf,
  };
  return { world: view, caller: user };
}

/** Whether a route takes an account id in its query or body, so the self-named variant differs. */
export function namesAccounts(route: WalkRoute): boolean {
  const fields = [route.querystring, ...(route.bodyVariants ?? [])].flatMap((schema) =>
    schema ? Object.keys(unwrap(schema).properties ?? {}) : [],
  );
  return fields.some((name) => ACCOUNT_FIELD.test(name));
}

export function probeFor(
  route: WalkRoute,
  entry: AuthEntry,
  caller: Caller,
  world: AuthWorld,
  variant: Variant,
): Probe {
  const context = fillerContext(route, entry, caller, world);
  const path = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) =>
    encodeURIComponent(pathParam(route, name ?? '*', entry, caller)),
  );
  const fill = (schema: ReturnType<typeof unwrap>, base: Record<string, unknown>) => {
    const value = { ...base };
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      const id = fieldId(name, route, entry, caller, variant);
      if (id !== undefined) value[name] = unwrap(field).type === 'array' ? [id] : id;
      else if (value[name] === undefined && schema.required?.includes(name))
        value[name] = valueFor(field, name, context);
    }
    return value;
  };
  const query = route.querystring ? fill(unwrap(route.querystring), entry.query?.(caller.victim) ?? {}) : {};
  const url = withQuery(
    path,
    Object.entries(query).map(([name, value]) => [name, encodeURIComponent(String(value))]),
  );
  if (entry.upload) {
    const file =
      entry.upload === 'pdf'
        ? { filename: 'letter.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf }
        : { filename: 'logo.png', contentType: 'image/png', data: SAMPLE_FILES.png };
    const { payload, headers } = multipartBody([file]);
    return { method: route.method, url, payload, headers };
  }
  if (route.method === 'GET') return { method: route.method, url };
  const schema = route.bodyVariants?.[0];
  const base = entry.body?.(caller.victim) ?? (schema ? objectFor(unwrap(schema), context) : {});
  const body = schema ? fill(unwrap(schema), base) : base;
  return { method: route.method, url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}
