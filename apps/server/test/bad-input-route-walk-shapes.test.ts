import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkRoutes } from './bad-input-route-walk.cases';
import { createWalkApp, type WalkApp } from './bad-input-route-walk.support';

/**
 * Every route the app registers, walked with values of the wrong size or shape, as each kind of
 * caller: no 5xx, and nothing written. Bad text (NUL, lone surrogates): bad-input-route-walk.
 */
// Each case sends thousands of requests over every route: minutes on a busy machine, not seconds.
// One engine is enough: these values are refused by validation before any statement, and where one
// does run PGlite is the same PostgreSQL. It runs on PostgreSQL, where the walk takes half the time
// (31 s against 62 s in CI); bad text (bad-input-route-walk) still walks both.
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
  'route walk: ids, sizes, types and broken bodies never a 500',
  { timeout: 120_000 },
  () => {
    let walk: WalkApp;
    beforeAll(async () => {
      walk = await createWalkApp();
    });
    afterAll(() => walk.t.close());

    it('id above 32-bit: 2^40 and larger in every path parameter and numeric query or body field', async () => {
      const { failures, sent } = await walkRoutes(walk, 'ids');
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(200);
    });

    it('100 kB strings: in every path parameter and text field; a body over 1 MB is refused too', async () => {
      const { failures, sent } = await walkRoutes(walk, 'long');
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(200);
    });

    it('wrong types: numbers for text, objects for lists, lists for objects, repeated query fields', async () => {
      const { failures, sent } = await walkRoutes(walk, 'types');
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(500);
    });

    it('malformed JSON and wrong content types: answered 4xx with detail', async () => {
      const { failures, sent } = await walkRoutes(walk, 'malformed');
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(100);
    });
  },
);
