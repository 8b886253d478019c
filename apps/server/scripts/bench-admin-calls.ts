import { random } from './bench-catalogue';
import { typo } from './bench-queries';
import type { ExpectedCall } from './bench-admin-expected-calls';
import { ADJECTIVES, BRANDS, NOUNS } from './bench-vocabulary';

/**
 * What the admin benchmark asks (docs/quality.md, "Admin console"): the admin calls of issue 26,
 * found in the server's own OpenAPI document, and for each many different queries drawn from its
 * declared parameters: every filter value, sort and direction, searches with varied words (typos and
 * partial words too), pages near the start and deep, different ids for the details.
 */

export interface Param {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: Record<string, unknown>;
}

export interface Operation {
  path: string;
  params: Param[];
  /** The JSON schema of the body (writes only). */
  body?: Record<string, unknown>;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }
    >
  >;
}

/** The admin operations the server declares, by method. */
export function adminOperations(doc: OpenApi, method: 'get' | 'put' | 'post'): Operation[] {
  return Object.entries(doc.paths)
    .filter(([path, methods]) => path.startsWith('/api/admin/') && methods[method])
    .map(([path, methods]) => ({
      path,
      params: (methods[method]!.parameters ?? []).filter((param) => param.in === 'query' || param.in === 'path'),
      body: methods[method]!.requestBody?.content?.['application/json']?.schema,
    }));
}

/** Every `enum` anywhere in a parameter's schema (zod's preprocess and unions nest them). */
export function enumOf(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = Array.isArray(node.enum) ? node.enum.filter((value) => value !== '' && value !== 'all').map(String) : [];
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as unknown[]).flatMap(enumOf) : [],
  );
  return [...new Set([...own, ...nested])];
}

/** Ids and words from the benchmark's own data, for details, user filters and searches. */
export interface Pools {
  adminId: number;
  itemIds: number[];
  requestIds: number[];
  userIds: number[];
  nonprofitIds: number[];
  donorIds: number[];
  people: string[];
  places: string[];
  states: string[];
  categories: string[];
  /** Of the unfiltered list, per call name: for deep pages. */
  totalPages: Map<string, number>;
}

type Rng = ReturnType<typeof random>;

const NOUN_WORDS = [
  ...new Set(
    Object.values(NOUNS)
      .flat()
      .flatMap((phrase) => phrase.split(' ')),
  ),
].filter((word) => word.length >= 4);

function searchWords(rng: Rng, kind: ExpectedCall['words'], pools: Pools): string {
  const noun = () => rng.pick(NOUN_WORDS);
  const person = () => rng.pick(pools.people);
  const choices: Record<NonNullable<ExpectedCall['words']>, (() => string)[]> = {
    items: [
      noun,
      () => `${rng.pick(BRANDS)} ${noun()}`,
      () => `${rng.pick(ADJECTIVES)} ${noun()}`,
      () => typo(rng, noun()),
      () => noun().slice(0, 4),
    ],
    people: [
      person,
      () => person().split(' ')[0]!,
      () => rng.pick(pools.places),
      () => `bench-nonprofit-${1 + Math.floor(rng.next() * 9000)}`,
      () => typo(rng, person()),
    ],
    requests: [
      noun,
      person,
      () => rng.pick(pools.places),
      () => String(rng.pick(pools.requestIds)),
      () => typo(rng, noun()),
    ],
    payments: [
      () => `INV-${2025 + Math.floor(rng.next() * 2)}`,
      person,
      noun,
      () => String(rng.pick(pools.requestIds)),
    ],
    audit: [() => rng.pick(['approve', 'reject', 'update', 'Request #']), person, noun],
    emails: [() => rng.pick(['invoice', 'delivery', 'request', 'verify']), person, () => 'bench-donor'],
  };
  return rng.pick(choices[kind ?? 'requests'])();
}

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A value for one parameter, or undefined to leave it out. */
function valueFor(
  rng: Rng,
  call: ExpectedCall,
  param: Param,
  pools: Pools,
  window: [number, number],
): string | undefined {
  const { name, schema } = param;
  const choices = enumOf(schema);
  const numeric = (value: number) =>
    String(schema.maximum !== undefined ? Math.min(Number(schema.maximum), value) : value);
  if (name === 'admin_id') return rng.next() < 0.3 ? String(pools.adminId) : undefined;
  if (name === 'page' || name === 'offset') return undefined; // decided with the whole query
  if (name === 'days') return rng.pick(choices.length > 0 ? choices : ['7', '30', '90']);
  if (name === 'search' || name === 'q' || name === 'query') {
    return rng.next() < 0.4 ? searchWords(rng, call.words, pools) : undefined;
  }
  if (name === 'limit') return rng.next() < 0.2 ? numeric(rng.pick([50, 100])) : undefined;
  if (choices.length > 0) {
    const chance = name.startsWith('sort') ? 0.45 : 0.3;
    return param.required || rng.next() < chance ? rng.pick(choices) : undefined;
  }
  if (schema.type === 'boolean') return rng.next() < 0.2 ? rng.pick(['true', 'false']) : undefined;
  if (/(^|_)(from|start|since|after)(_|$)/.test(name)) return rng.next() < 0.15 ? isoDay(window[0]) : undefined;
  if (/(^|_)(to|end|until|before)(_|$)/.test(name)) return rng.next() < 0.15 ? isoDay(window[1]) : undefined;
  const pool: Record<string, number[]> = {
    user_id: pools.userIds,
    nonprofit_id: pools.nonprofitIds,
    donor_id: pools.donorIds,
    item_id: pools.itemIds,
    request_id: pools.requestIds,
  };
  if (pool[name]) return param.required || rng.next() < 0.1 ? String(rng.pick(pool[name])) : undefined;
  if (name === 'category') return rng.next() < 0.25 ? rng.pick(pools.categories) : undefined;
  if (name === 'state') return rng.next() < 0.25 ? rng.pick(pools.states) : undefined;
  return undefined;
}

/** The page (or offset) of one query: deep ones only on the whole list, as a filtered list is short. */
function pageOf(rng: Rng, filtered: boolean, totalPages: number): number {
  if (filtered) return rng.pick([1, 1, 1, 2, 3]);
  const last = Math.max(1, totalPages);
  return rng.pick([1, 1, 2, 5, Math.ceil(last / 2), last, Math.max(1, last - 1)]);
}

const PAGE_SIZE = 20;

/**
 * `count` query strings for one call (its path params filled from the pools), distinct while its
 * parameters allow, then repeated: a call without parameters (the overview) is asked `count` times.
 */
export function drawQueries(
  call: ExpectedCall,
  operation: Operation,
  pools: Pools,
  count: number,
  seed: number,
): string[] {
  const rng = random(seed);
  const seen = new Set<string>();
  const paths = operation.params.filter((param) => param.in === 'path');
  const queryParams = operation.params.filter((param) => param.in === 'query');
  const hasPage = queryParams.some((param) => param.name === 'page');
  const hasOffset = queryParams.some((param) => param.name === 'offset');
  const ids = /\/items\//.test(operation.path)
    ? pools.itemIds
    : /\/users\//.test(operation.path)
      ? pools.userIds
      : pools.requestIds;
  for (let attempt = 0; attempt < count * 30 && seen.size < count; attempt++) {
    let path = operation.path;
    for (const param of paths) path = path.replace(`{${param.name}}`, String(rng.pick(ids)));
    const start = Date.now() - Math.floor(rng.next() * 330) * DAY_MS;
    const window: [number, number] = [start - rng.pick([7, 30, 90]) * DAY_MS, start];
    const query = new URLSearchParams();
    for (const param of queryParams) {
      const value = valueFor(rng, call, param, pools, window);
      if (value !== undefined) query.set(param.name, value);
    }
    const filtered = [...query.keys()].some(
      (key) => !['admin_id', 'limit', 'sort_by', 'sort_dir', 'sort'].includes(key),
    );
    const pages = pools.totalPages.get(call.name) ?? 1;
    if (hasPage) {
      const page = pageOf(rng, filtered, Math.ceil((pages * PAGE_SIZE) / Number(query.get('limit') ?? PAGE_SIZE)));
      if (page > 1) query.set('page', String(page));
    } else if (hasOffset) {
      const page = pageOf(rng, filtered, pages);
      if (page > 1) query.set('offset', String((page - 1) * PAGE_SIZE));
    }
    const text = query.toString();
    seen.add(text ? `${path}?${text}` : path);
  }
  const distinct = [...seen];
  return Array.from({ length: count }, (_, index) => distinct[index % distinct.length]!);
}
