import { MAX_ROW_ID } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkRoutes } from './bad-input-route-walk.cases';
import { createWalkApp, type JsonSchema, type WalkApp } from './bad-input-route-walk.support';

/**
 * Every route the app registers, walked with bad text: each path parameter, query field and JSON
 * body field (declared or not) gets a NUL or a lone surrogate, as each kind of caller. No 5xx, and
 * nothing written. Ids, long strings, wrong types and broken bodies: bad-input-route-walk-shapes.
 */
// Each case sends thousands of requests over every route: minutes on a busy machine, not seconds.
describe('route walk: bad text never a 500', { timeout: 120_000 }, () => {
  let walk: WalkApp;
  beforeAll(async () => {
    walk = await createWalkApp();
  });
  afterAll(() => walk.t.close());

  it('collects every registered route, so the walk cannot pass by walking nothing', () => {
    const names = walk.routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/items',
        'POST /api/auth/register',
        'POST /api/requests',
        'POST /api/admin/messages/send-individual',
        'PUT /api/admin/users/:id/update',
        'POST /api/sandbox-checkout/:id/pay',
      ]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it('NUL character in text: in every path, query and body string of every route, as every caller', async () => {
    const { failures, sent } = await walkRoutes(walk, 'nul');
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  });

  it('lone surrogate in text: in every path, query, body string and list of every route, as every caller', async () => {
    const { failures, sent } = await walkRoutes(walk, 'surrogate');
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  });

  it('id above 32-bit: every id a route declares in its path, query or body (lists included) is bounded', () => {
    const unbounded: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string, name: string) => {
      if (!schema) return;
      for (const option of schema.anyOf ?? schema.oneOf ?? []) visit(option, where, name);
      const numeric = schema.type === 'integer' || schema.type === 'number';
      if (numeric && /(^|_)ids?$|Id$/.test(name) && !(schema.maximum !== undefined && schema.maximum <= MAX_ROW_ID)) {
        unbounded.push(`${where}.${name}`);
      }
      for (const [child, field] of Object.entries(schema.properties ?? {})) visit(field, `${where}.${name}`, child);
      visit(schema.items, where, name);
    };
    for (const route of walk.routes) {
      const where = `${route.method} ${route.url}`;
      visit(route.querystring ?? undefined, where, 'query');
      for (const variant of route.bodyVariants ?? []) visit(variant, where, 'body');
    }
    expect(unbounded).toEqual([]);
  });
});
