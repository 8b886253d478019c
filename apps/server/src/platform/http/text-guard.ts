import { DISALLOWED_CHARACTERS_MESSAGE, hasDisallowedCharacters, type ValidationIssue } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

type Location = (string | number)[];

interface Frame {
  value: object;
  key: string | number | null;
  parent: Frame | null;
}

const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

function locationOf(frame: Frame, last: string | number | null): Location {
  const location: Location = last === null ? [] : [last];
  for (let at: Frame | null = frame; at !== null && at.key !== null; at = at.parent) location.unshift(at.key);
  return location;
}

/**
 * Parsed JSON, query strings and path parameters only: Buffers (the webhook's raw body), streams
 * and files are not text. The query parser builds its objects on a bare prototype of its own
 * (itself without a prototype), so "plain" means up to two levels above null.
 */
function isContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Where the first disallowed string (or object key) sits in a parsed value, or null. Walks with
 * its own stack, not recursion, so a deeply nested body cannot overflow the call stack.
 */
export function findDisallowedText(root: unknown): { location: Location; inKey: boolean } | null {
  if (typeof root === 'string') return hasDisallowedCharacters(root) ? { location: [], inKey: false } : null;
  if (!isContainer(root)) return null;
  const stack: Frame[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const container = frame.value;
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index += 1) {
        const item: unknown = container[index];
        if (typeof item === 'string') {
          if (hasDisallowedCharacters(item)) return { location: locationOf(frame, index), inKey: false };
        } else if (isContainer(item)) {
          stack.push({ value: item, key: index, parent: frame });
        }
      }
      continue;
    }
    for (const [key, item] of Object.entries(container)) {
      if (hasDisallowedCharacters(key)) return { location: locationOf(frame, null), inKey: true };
      if (typeof item === 'string') {
        if (hasDisallowedCharacters(item)) return { location: locationOf(frame, key), inKey: false };
      } else if (isContainer(item)) {
        stack.push({ value: item, key, parent: frame });
      }
    }
  }
  return null;
}

/**
 * Refuses, before any route's own validation, a request whose path, query or JSON body holds a NUL
 * or a lone UTF-16 surrogate anywhere: PostgreSQL cannot store them in text or jsonb, and a route
 * whose schema forgot to use the shared text helpers would otherwise answer 500. The answer has the
 * same `{detail: [{loc, msg}]}` shape as a schema validation failure.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [context, read] of PARTS) {
      const found = findDisallowedText(read(request));
      if (!found) continue;
      const issue: ValidationIssue = {
        loc: [context, ...found.location],
        msg: found.inKey ? `A field name ${DISALLOWED_CHARACTERS_MESSAGE}` : DISALLOWED_CHARACTERS_MESSAGE,
      };
      done(badRequest([issue]));
      return;
    }
    done();
  });
}
