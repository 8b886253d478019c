import type { Caller, JsonSchema, WalkRoute, World } from './bad-input-route-walk.support';

/**
 * How the route walk reads a route's schemas and builds a valid request around the one field it
 * spoils: plausible values per JSON Schema type, ids of the walk's own rows, paths and queries.
 */

export interface Context {
  world: World;
  caller: Caller;
}

export type Kind = 'string' | 'enum' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';
export type Path = (string | number)[];
export interface Leaf {
  path: Path;
  kind: Kind;
}

// ---- JSON Schema reading ----

/** `X | null` and other unions: the first alternative that is not null. */
export function unwrap(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return unwrap(options.find((option) => option.type !== 'null') ?? options[0]!);
}

export function kindOf(raw: JsonSchema): Kind {
  const schema = unwrap(raw);
  if (schema.enum || schema.const !== undefined) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  if (type === 'string') return 'string';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'array';
  if (type === 'object' || schema.properties) return 'object';
  return 'unknown';
}

/** Every declared field, nested objects and the first element of arrays included. */
export function leavesOf(raw: JsonSchema, path: Path = []): Leaf[] {
  const schema = unwrap(raw);
  const found: Leaf[] = [];
  if (schema.properties) {
    for (const [name, child] of Object.entries(schema.properties)) {
      found.push({ path: [...path, name], kind: kindOf(child) }, ...leavesOf(child, [...path, name]));
    }
  } else if (kindOf(schema) === 'array' && schema.items) {
    found.push({ path: [...path, 0], kind: kindOf(schema.items) }, ...leavesOf(schema.items, [...path, 0]));
  }
  return found;
}

export function idFor(name: string, { world, caller }: Context): number {
  if (/nonprofit_id/.test(name)) return world.nonprofit.id;
  if (/donor_id|recipient_id/.test(name)) return world.donor.id;
  if (/item_id/.test(name)) return world.itemId;
  if (/request_id/.test(name)) return world.requestId;
  if (/event_id/.test(name)) return world.eventId;
  if (/user_id|sender_id|admin_id/.test(name)) return (caller ?? world.nonprofit).id;
  return 1;
}

/** A plausible value for a field, so that only the field being spoilt is wrong. */
export function valueFor(raw: JsonSchema, name: string, context: Context): unknown {
  const schema = unwrap(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (kindOf(schema)) {
    case 'number':
      if (/(^|_)ids?$/.test(name)) return idFor(name, context);
      return Math.min(Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        valueFor(schema.items ?? {}, name.replace(/s$/, ''), context),
      );
    case 'object':
      return objectFor(schema, context);
    default:
      if (schema.format === 'uri' || /url/.test(name)) return 'http://localhost:3000';
      if (/email|^to$/.test(name)) return 'walk@example.org';
      if (/state/.test(name)) return 'IL';
      if (/ein/.test(name)) return '12-3456789';
      return 'walk'.padEnd(Math.max(4, schema.minLength ?? 0), 'k');
  }
}

export function objectFor(schema: JsonSchema, context: Context): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const name of schema.required ?? []) value[name] = valueFor(schema.properties?.[name] ?? {}, name, context);
  return value;
}

export function setAt(root: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(root);
  let at: Record<string | number, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      at[key] = value;
      return;
    }
    const next = at[key];
    if (next === null || typeof next !== 'object') at[key] = typeof path[index + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  });
  return copy;
}

// ---- Path and query ----

export function validParam(route: WalkRoute, name: string, { world, caller }: Context): string {
  const self = (caller ?? world.nonprofit).id;
  if (name === 'request_id') return String(world.requestId);
  if (name === 'paymentId') return String(world.invoiceId);
  if (name === 'session' || name === 'sessionId' || route.url.includes('/sandbox-checkout/')) {
    return world.checkoutSessionId;
  }
  if (name === 'userId' || name === 'donor_id') return String(self);
  if (name === '*') return 'walk';
  if (route.url.includes('/notifications/')) return String(world.notificationOf.get(self) ?? 1);
  if (route.url.includes('/conversations/')) return String(world.conversationId);
  if (route.url.includes('/documents/')) return String(world.documentId);
  if (route.url.includes('/images/')) return `${world.imagePublicId}.webp`;
  if (name === 'public_id') return world.imagePublicId;
  if (name === 'need_id') return String(world.needId ?? 1);
  if (name === 'offer_id') return String(world.needOfferId ?? 1);
  if (route.url.includes('/admin/users/')) return String(world.pendingNonprofit.id);
  return String(self);
}

/** The route's path with valid ids, or with one parameter replaced by an already-encoded value. */
export function pathOf(route: WalkRoute, context: Context, spoilt?: { index: number; raw: string }): string {
  let index = -1;
  return route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    index += 1;
    if (spoilt && spoilt.index === index) return spoilt.raw;
    return encodeURIComponent(validParam(route, name ?? '*', context));
  });
}

export type QueryEntries = [string, string][];

export function baseQuery(route: WalkRoute, context: Context): QueryEntries {
  const schema = route.querystring;
  if (!schema) return [];
  const entries: QueryEntries = [];
  for (const [name, value] of Object.entries(objectFor(unwrap(schema), context))) {
    for (const one of Array.isArray(value) ? value : [value]) entries.push([name, encodeURIComponent(String(one))]);
  }
  return entries;
}

export function withQuery(path: string, entries: QueryEntries): string {
  return entries.length === 0 ? path : `${path}?${entries.map(([key, value]) => `${key}=${value}`).join('&')}`;
}
