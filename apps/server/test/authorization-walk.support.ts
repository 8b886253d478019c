import type { LightMyRequestResponse } from 'fastify';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/session';
import { createAppCollectingRoutes, type WalkRoute } from './bad-input-route-walk.support';
import { AUTH_CASES, type AuthEntry } from './authorization-walk.cases';
import { rowsFingerprint } from './authorization-walk.fingerprint';
import { callersOf, namesAccounts, probeFor, type Caller, type Variant } from './authorization-walk.probes';
import { buildAuthWorld, markerOf, type AuthWorld, type Party, type PartyName } from './authorization-walk.world';
import { TEST_ORIGIN, type TestApp } from './setup/test-app';

export interface AuthWalk {
  t: TestApp;
  routes: WalkRoute[];
  world: AuthWorld;
}

export async function createAuthWalk(): Promise<AuthWalk> {
  const { t, routes } = await createAppCollectingRoutes();
  return { t, routes, world: await buildAuthWorld(t) };
}

export const routeName = (route: WalkRoute) => `${route.method} ${route.url}`;

/** Routes the app registers without an entry in the table, and entries naming no route. */
export function tableGaps(routes: WalkRoute[]): { missing: string[]; stale: string[] } {
  const names = new Set(routes.map(routeName));
  return {
    missing: [...names].filter((name) => !(name in AUTH_CASES)),
    stale: Object.keys(AUTH_CASES).filter((name) => !names.has(name)),
  };
}

interface Call {
  route: WalkRoute;
  entry: AuthEntry;
  caller: Caller;
  variant: Variant;
}

const STREAM_TIMEOUT_MS = 2_000;

async function send(t: TestApp, call: Call, world: AuthWorld): Promise<LightMyRequestResponse> {
  const { route, entry, caller, variant } = call;
  const probe = probeFor(route, entry, caller, world, variant);
  const user = caller.user;
  const token = !user
    ? undefined
    : entry.ownSession
      ? await createSession(t.ctx.db, user.id)
      : world.sessions.get(user.id);
  const headers = { origin: TEST_ORIGIN, ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}), ...probe.headers };
  const options = { method: probe.method as 'GET', url: probe.url, headers, payload: probe.payload };
  if (!entry.stream) return t.app.inject(options);
  // The event stream never ends: the answer is read up to its headers, then dropped.
  let timer: NodeJS.Timeout | undefined;
  const response = await Promise.race([
    t.app.inject({ ...options, payloadAsStream: true }),
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${routeName(route)}: no headers in ${STREAM_TIMEOUT_MS} ms`)),
        STREAM_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  response.stream().destroy();
  return response;
}

const includes = (roles: readonly string[] | undefined, role: string) => roles?.includes(role) ?? false;

/** What is wrong with one answer: a 2xx it may not have, another party's private text, a change of theirs. */
function judge(call: Call, answer: LightMyRequestResponse, changed: boolean): string[] {
  const { route, entry, caller, variant } = call;
  const where = `${routeName(route)} as ${caller.label} with party ${caller.victim.name}'s ids${variant === 'self-named' ? ' (account ids its own)' : ''}`;
  const problems: string[] = [];
  const allowed = variant === 'self-named' ? (entry.allowSelfNamed ?? entry.allow) : entry.allow;
  const ok = answer.statusCode >= 200 && answer.statusCode < 300;
  if (ok && !includes(allowed, caller.role)) problems.push(`${where}: answered ${answer.statusCode}, should refuse`);
  const sees = entry.sees ?? (includes(entry.allow, 'admin') ? ['admin'] : []);
  if (!includes(sees, caller.role) && !entry.stream) {
    const body = answer.body.toLowerCase();
    for (const party of ['A', 'B'] as PartyName[]) {
      if (caller.own.includes(party) || !body.includes(markerOf(party))) continue;
      const at = body.indexOf(markerOf(party));
      problems.push(
        `${where}: answer shows party ${party}'s private text: …${body.slice(Math.max(0, at - 60), at + 30)}…`,
      );
    }
  }
  if (changed) problems.push(`${where}: changed party ${caller.victim.name}'s rows (answered ${answer.statusCode})`);
  return problems;
}

export interface WalkResult {
  failures: string[];
  sent: number;
}

/**
 * Calls every route as every caller with the other party's ids. Calls that may change the other
 * party's rows go last, so that no earlier call finds the world changed under it.
 */
export async function walkAuthorization({ t, routes, world }: AuthWalk): Promise<WalkResult> {
  const calls: Call[] = [];
  for (const route of routes) {
    const entry = AUTH_CASES[routeName(route)];
    if (!entry) continue;
    for (const caller of callersOf(world)) {
      calls.push({ route, entry, caller, variant: 'victim' });
      if (caller.user && namesAccounts(route)) calls.push({ route, entry, caller, variant: 'self-named' });
    }
  }
  const mayChange = (call: Call) => includes(call.entry.changes, call.caller.role);
  const reads = (call: Call) => call.route.method === 'GET' && !mayChange(call);
  const writes = (call: Call) => call.route.method !== 'GET' && !mayChange(call);
  // Reads first: a party's own writes (a new tax letter replaces the old) would move its things.
  const ordered = [...calls.filter(reads), ...calls.filter(writes), ...calls.filter(mayChange)];
  const failures: string[] = [];
  // Each party's fingerprint as last seen: a read changes nothing of the caller's, so only the
  // victim's is taken again after it; after a write both are.
  const current = new Map<PartyName, string>();
  const fingerprintOf = (party: Party) => rowsFingerprint(t.ctx.db, [party.nonprofit.id, party.donor.id]);
  for (const call of ordered) {
    const { victim } = call.caller;
    const watch = !mayChange(call);
    const before = watch ? (current.get(victim.name) ?? (await fingerprintOf(victim))) : '';
    const answer = await send(t, call, world);
    let changed = false;
    if (watch) {
      const after = await fingerprintOf(victim);
      changed = after !== before;
      current.set(victim.name, after);
    }
    if (call.route.method !== 'GET' || !watch) current.clear();
    if (answer.statusCode >= 500)
      failures.push(`${routeName(call.route)} as ${call.caller.label}: ${answer.statusCode}`);
    failures.push(...judge(call, answer, changed));
  }
  return { failures, sent: ordered.length };
}
