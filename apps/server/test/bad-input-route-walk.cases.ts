import { donorPayload, nonprofitPayload } from './support/auth.test-support';
import {
  callersOf,
  databaseFingerprint,
  type JsonSchema,
  type WalkApp,
  type WalkRoute,
} from './bad-input-route-walk.support';
import {
  baseQuery,
  kindOf,
  leavesOf,
  objectFor,
  pathOf,
  setAt,
  unwrap,
  withQuery,
  type Context,
  type Kind,
  type Path,
} from './bad-input-route-walk.values';

/** The review's findings, and the neighbouring kinds of bad input every route must refuse with a 4xx. */
export type Finding = 'nul' | 'surrogate' | 'ids' | 'long' | 'types' | 'malformed';

export const ABOVE_32_BITS = 2 ** 40;
const LONG = 'a'.repeat(100_000);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface WalkCase {
  label: string;
  url: string;
  body?: string | Buffer;
  contentType?: string;
}

/** Realistic bodies where a made-up one would fail for another reason before the bad field is read. */
const BODY_EXAMPLES: Record<string, () => Record<string, unknown>[]> = {
  'POST /api/auth/register': () => [donorPayload(), nonprofitPayload()],
  'POST /api/sandbox-checkout/:id/pay': () => [
    { cardholder_name: 'Walk Tester', card_number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' },
  ],
};

/** Already-encoded query values that each finding puts in a field of the given kind. */
function queryValues(finding: Finding, kind: Kind): string[] {
  switch (finding) {
    case 'nul':
      return ['walk%00'];
    case 'surrogate':
      // Lone surrogates cannot be written in UTF-8; these are the bytes a careless encoder would send.
      return ['walk%ED%A0%80', '%ED%B0%80'];
    case 'ids':
      return kind === 'number' ? [String(ABOVE_32_BITS), '99999999999999999999999'] : [];
    case 'long':
      return kind === 'string' || kind === 'enum' ? [LONG] : [];
    case 'types':
      return kind === 'number' ? ['abc', '1.5e400'] : kind === 'boolean' ? ['maybe'] : [];
    default:
      return [];
  }
}

/** Values each finding puts in a parsed JSON field of the given kind. */
function bodyValues(finding: Finding, kind: Kind): unknown[] {
  switch (finding) {
    case 'nul':
      return ['walk\u0000'];
    case 'surrogate':
      return ['walk\ud800', '\udc00walk'];
    case 'ids':
      return kind === 'number' ? [ABOVE_32_BITS, String(ABOVE_32_BITS), 1e20] : [];
    case 'long':
      return kind === 'string' || kind === 'enum' ? [LONG] : [];
    case 'types': {
      const byKind: Record<Kind, unknown[]> = {
        string: [12345, { walk: 1 }],
        enum: [12345, ['walk']],
        number: [{ walk: 1 }, 'abc', [1, 2]],
        boolean: ['maybe', { walk: 1 }],
        array: [{ walk: 1 }, 'walk'],
        object: [['walk'], 'walk'],
        unknown: [],
      };
      return byKind[kind];
    }
    default:
      return [];
  }
}

const json = (value: unknown) => JSON.stringify(value);
const describe = (path: Path) => path.join('.');

function queryCases(route: WalkRoute, finding: Finding, context: Context, path: string): WalkCase[] {
  const base = baseQuery(route, context);
  const cases: WalkCase[] = [];
  const declared = route.querystring ? Object.entries(unwrap(route.querystring).properties ?? {}) : [];
  for (const [name, schema] of declared) {
    const others = base.filter(([key]) => key !== name);
    for (const raw of queryValues(finding, kindOf(schema))) {
      cases.push({ label: `query ${name}=${raw.slice(0, 24)}`, url: withQuery(path, [...others, [name, raw]]) });
    }
    if (finding === 'types') {
      cases.push({ label: `query ${name} twice`, url: withQuery(path, [...others, [name, '1'], [name, '2']]) });
    }
  }
  // A URL cannot carry a lone surrogate (the parser leaves undecodable bytes as they are), so only
  // NUL is tried in a field the route does not read.
  if (finding === 'nul') {
    cases.push({
      label: 'undeclared query field = walk%00',
      url: withQuery(path, [...base, ['walk_extra', 'walk%00']]),
    });
  }
  return cases;
}

function bodyBases(route: WalkRoute, context: Context): { base: Record<string, unknown>; schema: JsonSchema | null }[] {
  const variants = route.bodyVariants;
  const examples = BODY_EXAMPLES[`${route.method} ${route.url}`]?.();
  if (!variants) return [{ base: {}, schema: null }];
  if (!examples) return variants.map((schema) => ({ base: objectFor(unwrap(schema), context), schema }));
  // An example belongs to the alternative whose fixed values (a discriminator) it carries.
  return examples.map((base) => ({
    base,
    schema:
      variants.find((variant) =>
        Object.entries(unwrap(variant).properties ?? {}).every(
          ([name, field]) => field.const === undefined || field.const === base[name],
        ),
      ) ?? variants[0]!,
  }));
}

function bodyCases(route: WalkRoute, finding: Finding, context: Context, url: string): WalkCase[] {
  const cases: WalkCase[] = [];
  for (const { base, schema } of bodyBases(route, context)) {
    for (const leaf of schema ? leavesOf(schema) : []) {
      for (const value of bodyValues(finding, leaf.kind)) {
        const shown = typeof value === 'string' ? json(value.slice(0, 12)) : json(value);
        cases.push({ label: `body ${describe(leaf.path)} = ${shown}`, url, body: json(setAt(base, leaf.path, value)) });
      }
    }
    if (finding === 'nul' || finding === 'surrogate') {
      const bad = finding === 'nul' ? '\u0000' : '\ud800';
      cases.push({ label: 'undeclared body field', url, body: json({ ...base, walk_extra: `x${bad}` }) });
      cases.push({ label: 'bad field name', url, body: json({ ...base, [`walk${bad}`]: 'x' }) });
      cases.push({
        label: 'nested deep in an array',
        url,
        body: json({ ...base, walk_extra: [{ a: [[`x${bad}`]] }] }),
      });
    }
  }
  // A route that reads no body ignores whatever body it is sent, so only a declared body is spoilt whole.
  if (finding === 'types' && route.bodyVariants) {
    for (const value of [[], 'walk', 12345, null, true]) {
      cases.push({ label: `whole body ${json(value)}`, url, body: json(value) });
    }
  }
  if (finding === 'long') {
    cases.push({ label: 'body over 1 MB', url, body: json({ walk: 'a'.repeat(1_100_000) }) });
  }
  if (finding === 'malformed') {
    cases.push(
      { label: 'truncated JSON', url, body: '{"walk":' },
      { label: 'empty JSON body', url, body: '' },
      { label: 'XML content type', url, body: '<walk/>', contentType: 'application/xml' },
      { label: 'form content type', url, body: 'walk=1', contentType: 'application/x-www-form-urlencoded' },
    );
    // These parse (invalid UTF-8 becomes U+FFFD), so only a route that reads its body must refuse them.
    if (route.bodyVariants) {
      cases.push(
        { label: 'JSON with invalid UTF-8', url, body: Buffer.from('{"walk":"\xff"}', 'latin1') },
        { label: 'deeply nested JSON', url, body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      );
    }
  }
  return cases;
}

function pathValues(finding: Finding): string[] {
  switch (finding) {
    case 'nul':
      return ['%00', 'walk%00'];
    case 'surrogate':
      return ['%ED%A0%80', 'walk%ED%B0%80'];
    case 'ids':
      return [String(ABOVE_32_BITS), '99999999999999999999'];
    case 'long':
      return [LONG];
    case 'types':
      return ['abc', '1.5', '-1', '0', '1e3'];
    default:
      return [];
  }
}

/** Every request one finding makes of one route for one caller. */
export function casesFor(route: WalkRoute, finding: Finding, context: Context): WalkCase[] {
  const path = pathOf(route, context);
  const url = withQuery(path, baseQuery(route, context));
  const cases: WalkCase[] = [];
  route.params.forEach((name, index) => {
    for (const raw of pathValues(finding)) {
      const spoilt = withQuery(pathOf(route, context, { index, raw }), baseQuery(route, context));
      const body = BODY_METHODS.has(route.method) ? json(bodyBases(route, context)[0]!.base) : undefined;
      cases.push({ label: `path ${name} = ${raw.slice(0, 24)}`, url: spoilt, body });
    }
  });
  cases.push(...queryCases(route, finding, context, path));
  if (BODY_METHODS.has(route.method)) cases.push(...bodyCases(route, finding, context, url));
  return cases;
}

const ANSWER_TIMEOUT_MS = 10_000;

/** Every API refusal is the error body, `{detail}`, whatever refused it (router, parser or schema). */
function hasDetail(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown };
    return typeof parsed.detail === 'string' || Array.isArray(parsed.detail);
  } catch {
    return false;
  }
}

/**
 * Sends every case of one finding to every route as each caller. Returns the failures: any 5xx,
 * missing answer or refusal without `{detail}`, and any route after whose calls the database differs.
 */
export async function walkRoutes(walk: WalkApp, finding: Finding): Promise<{ failures: string[]; sent: number }> {
  const { t, routes, world } = walk;
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    // Pages outside /api (the sandbox provider's checkout) answer in HTML.
    const isApi = route.url.startsWith('/api/');
    const before = await databaseFingerprint(t.ctx.db);
    for (const [callerName, caller] of callersOf(world)) {
      for (const walkCase of casesFor(route, finding, { world, caller })) {
        sent += 1;
        let timer: NodeJS.Timeout | undefined;
        const answer = await Promise.race([
          t.request({
            method: route.method as 'GET',
            url: walkCase.url,
            as: caller,
            ...(walkCase.body === undefined
              ? {}
              : {
                  payload: walkCase.body,
                  headers: { 'content-type': walkCase.contentType ?? 'application/json' },
                }),
          }),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
          }),
        ]);
        clearTimeout(timer);
        if (answer === null) {
          failures.push(`${name} as ${callerName}, ${walkCase.label}: no answer`);
        } else if (answer.statusCode >= 500 || (isApi && answer.statusCode >= 400 && !hasDetail(answer.body))) {
          failures.push(
            `${name} as ${callerName}, ${walkCase.label}: ${answer.statusCode} ${answer.body.slice(0, 200)}`,
          );
        }
      }
    }
    const after = await databaseFingerprint(t.ctx.db);
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    if (changed.length > 0) failures.push(`${name}: refused calls changed ${changed.join(', ')}`);
  }
  return { failures, sent };
}
